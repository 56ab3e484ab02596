import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, insertTracks, type TestUser } from '../../test/community.ts';
import { databases, startTestStack } from '../../test/stack-harness.ts';
import type { RunningStack } from '../stack.ts';

/**
 * Visibility of tracks and releases through /rest/v1 (docs/product.md#releases-visibility-and-licences):
 * a private item is read by its owner only; an unlisted one by nobody through its id, only
 * through its secret link, which its owner can replace; a scheduled one appears at its publish_at
 * with no job running; a release's visibility covers its tracks; bad input changes nothing.
 */
describe.each(databases)('releases and visibility on %s', (kind) => {
  let stack: RunningStack;
  let owner: TestUser;
  let stranger: TestUser;
  const rest = (path: string, init: RequestInit & { token?: string } = {}) =>
    fetch(`${stack.url}/rest/v1/${path}`, {
      ...init,
      headers: {
        apikey: stack.keys.anonKey,
        authorization: `Bearer ${init.token ?? stack.keys.anonKey}`,
        'content-type': 'application/json',
        prefer: 'return=representation',
      },
    });
  const json = async <T>(res: Response | Promise<Response>) => (await (await res).json()) as T;
  /** The titles a reader finds by id, and in the owner's list of tracks (a profile's query). */
  const seen = async (id: string, token?: string) => ({
    byId: (await json<{ title: string }[]>(rest(`audio_files?select=title&id=eq.${id}`, { token }))).map(
      (t) => t.title,
    ),
    listed: (
      await json<{ id: string }[]>(rest(`audio_files?select=id&user_id=eq.${owner.id}`, { token }))
    ).some((t) => t.id === id),
  });
  const hidden = { byId: [], listed: false };
  const patch = (table: string, id: string, body: object) =>
    rest(`${table}?id=eq.${id}`, { token: owner.token, method: 'PATCH', body: JSON.stringify(body) });
  const rpc = (name: string, args: object, token?: string) =>
    rest(`rpc/${name}`, { token, method: 'POST', body: JSON.stringify(args) });
  const trackLink = async (id: string, token = owner.token) =>
    (await json<{ token: string }[]>(rest(`track_links?select=token&audio_file_id=eq.${id}`, { token })))[0]
      ?.token;

  beforeAll(async () => {
    stack = await startTestStack(kind);
    owner = await createTestUser(stack, 'artist');
    stranger = await createTestUser(stack, 'stranger');
  });
  afterAll(() => stack?.close());

  it('a private track is read by its owner only', async () => {
    const [id] = (await insertTracks(stack, owner.id, [{ title: 'Demo' }])) as [string];
    expect((await patch('audio_files', id, { visibility: 'private' })).status).toBe(200);
    expect(await seen(id, owner.token)).toEqual({ byId: ['Demo'], listed: true });
    expect(await seen(id)).toEqual(hidden);
    expect(await seen(id, stranger.token)).toEqual(hidden);
    // nor through a link, nor its comments
    expect(await json(rpc('track_by_link', { link: await trackLink(id) }))).toEqual([]);
    await stack.db.query(
      `insert into public.comments (audio_file_id, user_id, content) values ($1, $2, 'wip')`,
      [id, owner.id],
    );
    expect(await json(rest(`comments?select=content&audio_file_id=eq.${id}`))).toEqual([]);
    expect(
      await json(rest(`comments?select=content&audio_file_id=eq.${id}`, { token: owner.token })),
    ).toEqual([{ content: 'wip' }]);
  });

  it('an unlisted track is read only through its link; a replaced link finds nothing', async () => {
    const [id] = (await insertTracks(stack, owner.id, [{ title: 'Secret' }])) as [string];
    expect((await patch('audio_files', id, { visibility: 'unlisted' })).status).toBe(200);
    expect(await seen(id)).toEqual(hidden);
    expect(await seen(id, stranger.token)).toEqual(hidden);

    const link = (await trackLink(id)) as string;
    // at least 128 random bits, not the id; strangers cannot read it
    expect(link).toMatch(/^[0-9a-f]{64}$/);
    expect(link).not.toContain(id.replaceAll('-', ''));
    expect(await trackLink(id, stranger.token)).toBeUndefined();
    expect(await json<{ title: string }[]>(rpc('track_by_link', { link }))).toMatchObject([
      { title: 'Secret' },
    ]);

    expect((await rpc('replace_track_link', { track: id }, stranger.token)).status).toBe(403);
    const fresh = await json<string>(rpc('replace_track_link', { track: id }, owner.token));
    expect(fresh).not.toBe(link);
    expect(await json(rpc('track_by_link', { link }))).toEqual([]);
    expect(await json<{ title: string }[]>(rpc('track_by_link', { link: fresh }))).toMatchObject([
      { title: 'Secret' },
    ]);
  });

  it('a scheduled track appears at its publish_at with no job running', async () => {
    const [id] = (await insertTracks(stack, owner.id, [{ title: 'Soon' }])) as [string];
    const at = Date.now() + 1500;
    expect((await patch('audio_files', id, { publish_at: new Date(at).toISOString() })).status).toBe(200);
    expect(await seen(id)).toEqual(hidden);
    expect(await seen(id, owner.token)).toEqual({ byId: ['Soon'], listed: true });
    await expect.poll(() => seen(id), { timeout: 10_000 }).toEqual({ byId: ['Soon'], listed: true });
    expect(Date.now()).toBeGreaterThanOrEqual(at);
  });

  it('a release orders its tracks, covers their visibility, and keeps them when it is deleted', async () => {
    const tracks = await insertTracks(stack, owner.id, [{ title: 'A' }, { title: 'B' }, { title: 'C' }]);
    const [release] = await json<{ id: string; licence: string }[]>(
      rest('releases', {
        token: owner.token,
        method: 'POST',
        body: JSON.stringify({ user_id: owner.id, title: 'First LP', kind: 'album', visibility: 'unlisted' }),
      }),
    );
    expect(release?.licence).toBe('all-rights-reserved');
    const releaseId = release?.id as string;
    const add = (track: string, position: number, user = owner) =>
      rest('release_tracks', {
        token: user.token,
        method: 'POST',
        body: JSON.stringify({ release_id: releaseId, audio_file_id: track, position }),
      });
    for (const [i, track] of tracks.entries()) expect((await add(track, i + 1)).status).toBe(201);

    // one release per track, one track per place
    expect((await add(tracks[0] as string, 9)).status).toBe(409);
    const [extra] = (await insertTracks(stack, owner.id, [{ title: 'D' }])) as [string];
    expect((await add(extra, 1)).status).toBe(409);
    // only the owner of both the release and the track
    const [theirs] = (await insertTracks(stack, stranger.id, [{ title: 'Theirs' }])) as [string];
    expect((await add(theirs, 4)).status).toBe(403);
    expect((await add(extra, 4, stranger)).status).toBe(403);

    // unlisted covers the tracks: none by id, all through the release's link, in order
    for (const track of tracks) expect(await seen(track)).toEqual(hidden);
    expect(await json(rest(`releases?id=eq.${releaseId}`))).toEqual([]);
    const [{ token: link }] = await json<[{ token: string }]>(
      rest(`release_links?select=token&release_id=eq.${releaseId}`, { token: owner.token }),
    );
    const order = async () =>
      (await json<{ title: string }[]>(rpc('release_link_tracks', { link }))).map((t) => t.title);
    expect(await order()).toEqual(['A', 'B', 'C']);

    // reordered in one call; an order that leaves a track out changes nothing
    const reordered = await rpc(
      'reorder_release',
      { release: releaseId, tracks: [tracks[1], tracks[0], tracks[2]] },
      owner.token,
    );
    expect(reordered.status).toBe(200);
    expect(await order()).toEqual(['B', 'A', 'C']);
    const partial = await rpc('reorder_release', { release: releaseId, tracks: [tracks[0]] }, owner.token);
    expect(partial.status).toBe(400);
    expect(((await partial.json()) as { message: string }).message).toBe(
      "The new order must list each of the release's tracks once",
    );
    expect(await order()).toEqual(['B', 'A', 'C']);
    await rpc(
      'reorder_release',
      { release: releaseId, tracks: [tracks[1], tracks[0], tracks[2]] },
      stranger.token,
    );
    expect(await order()).toEqual(['B', 'A', 'C']);

    // made public: the release and its tracks are read by anyone
    expect((await patch('releases', releaseId, { visibility: 'public' })).status).toBe(200);
    expect(await json<{ title: string }[]>(rest(`releases?select=title&id=eq.${releaseId}`))).toEqual([
      { title: 'First LP' },
    ]);
    for (const track of tracks) expect((await seen(track)).byId).toHaveLength(1);
    const tracklist = await json<{ position: number; audio_files: { title: string } }[]>(
      rest(`release_tracks?select=position,audio_files(title)&release_id=eq.${releaseId}&order=position`),
    );
    expect(tracklist.map((t) => [t.position, t.audio_files.title])).toEqual([
      [1, 'B'],
      [2, 'A'],
      [3, 'C'],
    ]);

    // deleting the release keeps its tracks
    expect((await rest(`releases?id=eq.${releaseId}`, { token: owner.token, method: 'DELETE' })).status).toBe(
      200,
    );
    for (const track of tracks) expect((await seen(track, owner.token)).byId).toHaveLength(1);
    expect(await json(rest(`release_tracks?release_id=eq.${releaseId}`, { token: owner.token }))).toEqual([]);
  });

  it('makes a release of its own tracks in one call, all of it or nothing', async () => {
    const mine = await insertTracks(stack, owner.id, [{ title: 'M1' }, { title: 'M2' }]);
    const [theirs] = (await insertTracks(stack, stranger.id, [{ title: 'T1' }])) as [string];
    const releases = async () =>
      (await json<{ title: string }[]>(rest('releases?select=title', { token: owner.token }))).map(
        (r) => r.title,
      );
    const before = await releases();
    const create = (body: object, token = owner.token) => rpc('create_release', body, token);

    const refusals: Array<[object, number, string]> = [
      [{ title: '  ', tracks: mine }, 400, 'A release needs a title'],
      [{ title: 'X', tracks: [] }, 400, 'A release needs at least one track'],
      [{ title: 'X', tracks: [mine[0], mine[0]] }, 400, 'A track can appear on a release only once'],
      [{ title: 'X', tracks: [mine[0], theirs] }, 403, ''],
      [{ title: 'X', kind: 'mixtape', tracks: mine }, 400, ''],
    ];
    for (const [body, status, message] of refusals) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      if (message) expect(((await res.json()) as { message: string }).message).toBe(message);
    }
    expect((await create({ title: 'X', tracks: mine }, stranger.token)).status).toBe(403);
    expect(await releases()).toEqual(before);

    const made = await create({
      title: ' Pair ',
      kind: 'single',
      licence: 'cc0-1.0',
      tracks: [mine[1], mine[0]],
    });
    expect(made.status).toBe(200);
    const [release] = (await made.json()) as [{ id: string; title: string; licence: string }];
    expect(release).toMatchObject({ title: 'Pair', licence: 'cc0-1.0' });
    // the release's licence is its tracks' default
    expect(
      await json(rest(`audio_files?select=licence&id=in.(${mine.join(',')})`, { token: owner.token })),
    ).toEqual([{ licence: 'cc0-1.0' }, { licence: 'cc0-1.0' }]);
    expect(
      await json(
        rest(`release_tracks?select=audio_file_id,position&release_id=eq.${release.id}&order=position`),
      ),
    ).toEqual([
      { audio_file_id: mine[1], position: 1 },
      { audio_file_id: mine[0], position: 2 },
    ]);
    // a track already on a release cannot go on another: nothing of the second is kept
    const again = await create({ title: 'Again', tracks: [mine[0]] });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe(
      'A track of this release is already on another release',
    );
    expect(await releases()).toEqual([...before, 'Pair'].sort());
  });

  it('refuses an unknown licence, kind or visibility with a reason and changes nothing', async () => {
    const [id] = (await insertTracks(stack, owner.id, [{ title: 'Licensed' }])) as [string];
    for (const body of [{ licence: 'cc-by-5.0' }, { visibility: 'friends' }]) {
      const res = await patch('audio_files', id, body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { code: string }).code).toBe('23514');
    }
    expect((await patch('audio_files', id, { licence: 'cc-by-sa-4.0' })).status).toBe(200);
    const bad = await rest('releases', {
      token: owner.token,
      method: 'POST',
      body: JSON.stringify({ user_id: owner.id, title: 'X', kind: 'mixtape' }),
    });
    expect(bad.status).toBe(400);
    expect(
      await json(rest(`audio_files?select=licence,visibility&id=eq.${id}`, { token: owner.token })),
    ).toEqual([{ licence: 'cc-by-sa-4.0', visibility: 'public' }]);
    expect(await json(rest(`releases?select=id&title=eq.X`, { token: owner.token }))).toEqual([]);
  });

  it('followers hear of public tracks only, and of a scheduled one once it is out', async () => {
    await stack.db.query(`insert into public.follows (follower_id, followee_id) values ($1, $2)`, [
      stranger.id,
      owner.id,
    ]);
    const notified = async () =>
      (
        await json<{ audio_files: { title: string } }[]>(
          rest('notifications?select=audio_files(title)&kind=eq.track', { token: stranger.token }),
        )
      ).map((n) => n.audio_files.title);
    const insert = (title: string, visibility: string, publishAt: string | null) =>
      stack.db.query(
        `insert into public.audio_files (user_id, title, file_path, visibility, publish_at) values ($1, $2, $3, $4, $5)`,
        [owner.id, title, `${owner.id}/${title}.flac`, visibility, publishAt],
      );
    await insert('Out now', 'public', null);
    await insert('Hidden', 'private', null);
    await insert('Link only', 'unlisted', null);
    await insert('Next week', 'public', new Date(Date.now() + 7 * 86400_000).toISOString());
    expect(await notified()).toEqual(['Out now']);
  });
});
