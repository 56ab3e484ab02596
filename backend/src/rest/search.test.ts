import { followListRequest, followPageOf } from '@hifi/shared/follow-list-request';
import { artistSearchRequest, playlistSearchRequest } from '@hifi/shared/search-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../../test/community.ts';
import { databases, startTestStack, supabaseClient } from '../../test/stack-harness.ts';
import type { RunningStack } from '../stack.ts';

/**
 * Discover's search beside tracks and the follow lists, through /rest/v1 with the very requests
 * the site sends (shared/src/data/search, shared/src/data/follows): artists by username or display
 * name, public playlists by title, followers and following newest first.
 */
describe.each(databases)('search and follow lists on %s', (kind) => {
  let stack: RunningStack;
  let ana: TestUser;
  let ben: TestUser;
  let eve: TestUser;
  let visitor: ReturnType<typeof supabaseClient>;

  beforeAll(async () => {
    stack = await startTestStack(kind);
    visitor = supabaseClient(stack);
    ana = await createTestUser(stack, 'ana', 'ana_records');
    ben = await createTestUser(stack, 'ben', 'benjamin');
    eve = await createTestUser(stack, 'eve', 'eve');
  });
  afterAll(() => stack?.close());

  const artists = async (text: string) => {
    const { data, error } = await artistSearchRequest(text, {}, visitor);
    expect(error).toBeNull();
    return (data ?? []).map((a) => a.username);
  };

  it('finds an artist by display name and by username', async () => {
    // What a member sets on their own profile (the grant), and what the auth service writes.
    const own = await ana.client.from('profiles').update({ display_name: 'Ana Lindqvist' }).eq('id', ana.id);
    expect(own.error).toBeNull();
    await stack.db.query(
      `update auth.users set raw_user_meta_data = raw_user_meta_data || '{"display_name":"Eve Quartet"}' where id = $1`,
      [eve.id],
    );
    expect(await artists('lindqv')).toEqual(['ana_records']);
    expect(await artists('LINDQVIST')).toEqual(['ana_records']);
    expect(await artists('quartet')).toEqual(['eve']);
    expect(await artists('njam')).toEqual(['benjamin']);
    expect(await artists('nobody like this')).toEqual([]);
  });

  it('keeps invisible and text-direction characters out of display names', async () => {
    await ben.client
      .from('profiles')
      .update({ display_name: ' \u202eBen\u200b Ha\u200dll ' })
      .eq('id', ben.id);
    const { data } = await visitor.from('profiles').select('display_name').eq('id', ben.id).single();
    expect(data?.display_name).toBe('Ben Hall');
    expect(await artists('ben hall')).toEqual(['benjamin']);
  });

  it('finds a public playlist by title, never an unlisted or private one', async () => {
    for (const [title, visibility] of [
      ['Late night vinyl rips', 'public'],
      ['Night drives', 'unlisted'],
      ['Night shift secrets', 'private'],
      ['100% nights_off', 'public'],
    ] as const) {
      const made = await ana.client.from('playlists').insert({ user_id: ana.id, title, visibility });
      expect(made.error).toBeNull();
    }
    const titles = async (text: string, client = visitor) => {
      const { data, error } = await playlistSearchRequest(text, {}, client);
      expect(error).toBeNull();
      return (data ?? []).map((p) => `${p.title} by ${p.owner?.username}`);
    };
    expect(await titles('vinyl')).toEqual(['Late night vinyl rips by ana_records']);
    expect((await titles('night')).sort()).toEqual([
      '100% nights_off by ana_records',
      'Late night vinyl rips by ana_records',
    ]);
    // the owner sees her own private and unlisted lists elsewhere, not in search
    expect(await titles('drives', ana.client)).toEqual([]);
    expect(await titles('secrets', ana.client)).toEqual([]);
    // typed wildcards are text
    expect(await titles('0% n')).toEqual(['100% nights_off by ana_records']);
    expect(await titles('s_o')).toEqual(['100% nights_off by ana_records']);
    expect(await titles('%')).toEqual(['100% nights_off by ana_records']);
    // newest change first, a page at a time ("See all")
    const page = async (offset: number) =>
      (await playlistSearchRequest('night', { offset, limit: 1 }, visitor)).data?.map((p) => p.title);
    expect([await page(0), await page(1), await page(2)]).toEqual([
      ['100% nights_off'],
      ['Late night vinyl rips'],
      [],
    ]);
  });

  it('lists followers and following newest first, paged, with names', async () => {
    for (const [who, at] of [
      [ben, '2026-11-01T10:00:00Z'],
      [eve, '2026-11-02T10:00:00Z'],
    ] as const) {
      const follow = await who.client.from('follows').insert({ follower_id: who.id, followee_id: ana.id });
      expect(follow.error).toBeNull();
      await stack.db.query('update public.follows set created_at = $1 where follower_id = $2', [at, who.id]);
    }
    const followers = await followListRequest(ana.id, 'followers', null, visitor);
    expect(followers.error).toBeNull();
    const page = followPageOf(followers.data ?? []);
    expect(page.people.map((p) => [p.username, p.display_name])).toEqual([
      ['eve', 'Eve Quartet'],
      ['benjamin', 'Ben Hall'],
    ]);
    expect(page.next).toBeNull();
    const after = await followListRequest(
      ana.id,
      'followers',
      { createdAt: '2026-11-02T10:00:00Z', id: eve.id },
      visitor,
    );
    expect(followPageOf(after.data ?? []).people.map((p) => p.username)).toEqual(['benjamin']);
    const following = await followListRequest(ben.id, 'following', null, visitor);
    expect(followPageOf(following.data ?? []).people.map((p) => [p.username, p.followers_count])).toEqual([
      ['ana_records', 2],
    ]);
  });
});
