import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, insertTracks, type TestUser } from '../../test/community.ts';
import { databases, startTestStack } from '../../test/stack-harness.ts';
import type { RunningStack } from '../stack.ts';

/**
 * Follows and notifications attacked through /rest/v1 (docs/product.md#6-roles-and-permissions):
 * no self-follow, no following as someone else, notifications made only by the database, read
 * and marked read only by their recipient.
 */
describe.each(databases)('follows and notifications on %s', (kind) => {
  let stack: RunningStack;
  let ana: TestUser; // the artist
  let ben: TestUser; // a listener who follows her
  let eve: TestUser; // anyone else
  const rest = (path: string, init: RequestInit & { token?: string; prefer?: string } = {}) =>
    fetch(`${stack.url}/rest/v1/${path}`, {
      ...init,
      headers: {
        apikey: stack.keys.anonKey,
        authorization: `Bearer ${init.token ?? stack.keys.anonKey}`,
        'content-type': 'application/json',
        ...(init.prefer ? { prefer: init.prefer } : {}),
      },
    });
  const inbox = async (user: TestUser) =>
    (await (
      await rest('notifications?select=kind,actor_id,audio_file_id,comment_id,read_at', { token: user.token })
    ).json()) as {
      kind: string;
      actor_id: string;
      audio_file_id: string | null;
      comment_id: number | null;
      read_at: string | null;
    }[];
  const counts = async (user: TestUser) =>
    (
      (await (await rest(`profiles?select=followers_count,following_count&id=eq.${user.id}`)).json()) as {
        followers_count: number;
        following_count: number;
      }[]
    )[0];

  beforeAll(async () => {
    stack = await startTestStack(kind);
    ana = await createTestUser(stack, 'ana');
    ben = await createTestUser(stack, 'ben');
    eve = await createTestUser(stack, 'eve');
  });
  afterAll(() => stack?.close());

  it('no one follows themselves, or follows as someone else', async () => {
    const self = await rest('follows', {
      token: ana.token,
      method: 'POST',
      body: JSON.stringify({ follower_id: ana.id, followee_id: ana.id }),
    });
    expect(self.status).toBe(400);
    expect(((await self.json()) as { code: string }).code).toBe('23514');
    const asBen = await rest('follows', {
      token: eve.token,
      method: 'POST',
      body: JSON.stringify({ follower_id: ben.id, followee_id: ana.id }),
    });
    expect(asBen.status).toBe(403);
    const visitor = await rest('follows', {
      method: 'POST',
      body: JSON.stringify({ follower_id: ben.id, followee_id: ana.id }),
    });
    expect(visitor.status).toBe(401);
    expect(await counts(ana)).toEqual({ followers_count: 0, following_count: 0 });
    expect(await inbox(ana)).toEqual([]);
  });

  it('a follow counts on both profiles and notifies the followed member once', async () => {
    const follow = () =>
      rest('follows', {
        token: ben.token,
        method: 'POST',
        body: JSON.stringify({ follower_id: ben.id, followee_id: ana.id }),
      });
    expect((await follow()).status).toBe(201);
    expect((await follow()).status).toBe(409);
    expect(await counts(ana)).toEqual({ followers_count: 1, following_count: 0 });
    expect(await counts(ben)).toEqual({ followers_count: 0, following_count: 1 });
    // Unfollow and follow again: still one notification.
    expect(
      (
        await rest(`follows?follower_id=eq.${ben.id}&followee_id=eq.${ana.id}`, {
          token: ben.token,
          method: 'DELETE',
        })
      ).status,
    ).toBe(204);
    expect(await counts(ana)).toEqual({ followers_count: 0, following_count: 0 });
    expect((await follow()).status).toBe(201);
    expect(await inbox(ana)).toEqual([
      { kind: 'follow', actor_id: ben.id, audio_file_id: null, comment_id: null, read_at: null },
    ]);
    // Eve cannot remove Ben's follow.
    await rest(`follows?follower_id=eq.${ben.id}&followee_id=eq.${ana.id}`, {
      token: eve.token,
      method: 'DELETE',
    });
    expect(await counts(ana)).toEqual({ followers_count: 1, following_count: 0 });
  });

  it("a new track reaches the followers' inboxes and feeds, a like and a comment reach its artist, never your own", async () => {
    const [track] = await insertTracks(stack, ana.id, [{ title: 'New one' }]);
    expect(await inbox(ben)).toEqual([
      { kind: 'track', actor_id: ana.id, audio_file_id: track, comment_id: null, read_at: null },
    ]);
    expect(await inbox(eve)).toEqual([]);
    const feed = (await (
      await rest('rpc/feed_tracks?select=title,profiles(username)', { token: ben.token })
    ).json()) as unknown[];
    expect(feed).toEqual([{ title: 'New one', profiles: { username: 'ana' } }]);
    expect(await (await rest('rpc/feed_tracks?select=title', { token: eve.token })).json()).toEqual([]);

    for (const user of [ben, ana]) {
      await rest('likes', {
        token: user.token,
        method: 'POST',
        body: JSON.stringify({ audio_file_id: track, user_id: user.id }),
      });
      await rest('comments', {
        token: user.token,
        method: 'POST',
        body: JSON.stringify({
          audio_file_id: track,
          user_id: user.id,
          content: 'at one oh five',
          at_seconds: 65,
        }),
      });
    }
    const anas = await inbox(ana);
    expect(anas.map((n) => [n.kind, n.actor_id]).sort()).toEqual(
      [
        ['comment', ben.id],
        ['follow', ben.id],
        ['like', ben.id],
      ].sort(),
    );
    expect(anas.find((n) => n.kind === 'comment')?.comment_id).toEqual(expect.any(Number));
  });

  it("no one inserts notifications, or reads or marks another member's", async () => {
    const forged = await rest('notifications', {
      token: eve.token,
      method: 'POST',
      body: JSON.stringify({ user_id: eve.id, kind: 'follow', actor_id: ana.id }),
    });
    expect(forged.status).toBe(403);
    const forAna = await rest('notifications', {
      token: eve.token,
      method: 'POST',
      body: JSON.stringify({ user_id: ana.id, kind: 'comment', actor_id: eve.id }),
    });
    expect(forAna.status).toBe(403);
    const asVisitor = await rest('notifications', {
      method: 'POST',
      body: JSON.stringify({ user_id: ana.id, kind: 'comment' }),
    });
    expect(asVisitor.status).toBe(401);
    expect(await inbox(eve)).toEqual([]);

    // Reading: Eve and a visitor see none of Ana's, even when asking by her id.
    expect(await (await rest(`notifications?user_id=eq.${ana.id}`, { token: eve.token })).json()).toEqual([]);
    expect((await rest(`notifications?user_id=eq.${ana.id}`)).status).toBe(401);
    // Marking: Eve's update touches nothing; Ana's own marks hers.
    await rest(`notifications?user_id=eq.${ana.id}`, {
      token: eve.token,
      method: 'PATCH',
      body: JSON.stringify({ read_at: new Date().toISOString() }),
    });
    expect((await inbox(ana)).every((n) => n.read_at === null)).toBe(true);
    // Nor can the recipient rewrite what a notification says.
    const rewrite = await rest(`notifications?user_id=eq.${ana.id}`, {
      token: ana.token,
      method: 'PATCH',
      body: JSON.stringify({ actor_id: eve.id }),
    });
    expect(rewrite.status).toBe(403);
    const read = await rest('notifications?read_at=is.null', {
      token: ana.token,
      method: 'PATCH',
      prefer: 'return=representation',
      body: JSON.stringify({ read_at: new Date().toISOString() }),
    });
    expect(read.status).toBe(200);
    expect(((await read.json()) as unknown[]).length).toBe(3);
    const unread = await rest('notifications?select=id&read_at=is.null', {
      token: ana.token,
      method: 'HEAD',
      prefer: 'count=exact',
    });
    expect(unread.headers.get('content-range')).toBe('*/0');
  });
});
