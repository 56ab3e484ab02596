import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, insertTracks, type TestUser } from '../../test/community.ts';
import { databases, startTestStack } from '../../test/stack-harness.ts';
import type { RunningStack } from '../stack.ts';

/**
 * Playlists attacked through /rest/v1 (docs/product.md#6-roles-and-permissions): only the owner
 * and editors change a playlist's tracks; editors cannot rename or delete it; a private playlist
 * is invisible to others; an unlisted one is read only through its secret link (/s/{token}), never
 * by its id, and a replaced link finds nothing.
 */
describe.each(databases)('playlists on %s', (kind) => {
  let stack: RunningStack;
  let owner: TestUser;
  let editor: TestUser;
  let stranger: TestUser;
  let tracks: string[];
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
  const make = async (visibility: string) => {
    const res = await rest('playlists', {
      token: owner.token,
      method: 'POST',
      body: JSON.stringify({ user_id: owner.id, title: `Mix ${visibility}`, visibility }),
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }[])[0]?.id as string;
  };
  const titles = async (id: string, token?: string) =>
    ((await (await rest(`playlists?select=title&id=eq.${id}`, { token })).json()) as { title: string }[]).map(
      (p) => p.title,
    );
  const add = (id: string, user: TestUser, track: string, position: number) =>
    rest('playlist_tracks', {
      token: user.token,
      method: 'POST',
      body: JSON.stringify({ playlist_id: id, audio_file_id: track, position, added_by: user.id }),
    });

  beforeAll(async () => {
    stack = await startTestStack(kind);
    owner = await createTestUser(stack, 'owner');
    editor = await createTestUser(stack, 'editor');
    stranger = await createTestUser(stack, 'stranger');
    tracks = await insertTracks(stack, owner.id, [{ title: 'One' }, { title: 'Two' }]);
  });
  afterAll(() => stack?.close());

  it('a private playlist is invisible to others; an unlisted one is read only through its link', async () => {
    const hidden = await make('private');
    const unlisted = await make('unlisted');
    expect(await titles(hidden, owner.token)).toEqual(['Mix private']);
    expect(await titles(unlisted, owner.token)).toEqual(['Mix unlisted']);
    for (const token of [undefined, stranger.token]) {
      expect(await titles(hidden, token)).toEqual([]);
      expect(await titles(unlisted, token)).toEqual([]);
    }
    expect((await add(hidden, owner, tracks[0] as string, 1)).status).toBe(201);
    expect((await add(unlisted, owner, tracks[1] as string, 1)).status).toBe(201);
    for (const id of [hidden, unlisted]) {
      expect(
        await (await rest(`playlist_tracks?playlist_id=eq.${id}`, { token: stranger.token })).json(),
      ).toEqual([]);
    }

    // The link: read by its owner (not by strangers), at least 128 random bits, not the id.
    const linkOf = async (id: string, token?: string) =>
      (
        (await (await rest(`playlist_links?select=token&playlist_id=eq.${id}`, { token })).json()) as {
          token: string;
        }[]
      )[0]?.token;
    expect(await linkOf(unlisted, stranger.token)).toBeUndefined();
    const link = (await linkOf(unlisted, owner.token)) as string;
    expect(link).toMatch(/^[0-9a-f]{64}$/);
    expect(link).not.toContain(unlisted.replaceAll('-', ''));
    const byLink = async (fn: string, value: string, token?: string) =>
      (await (await rest(`rpc/${fn}?link=${value}`, { token })).json()) as Record<string, unknown>[];
    expect((await byLink('playlist_by_link', link)).map((p) => p.title)).toEqual(['Mix unlisted']);
    expect((await byLink('playlist_link_tracks', link, stranger.token)).map((t) => t.audio_file_id)).toEqual([
      tracks[1],
    ]);
    // A private playlist is not read through its link.
    expect(await byLink('playlist_by_link', (await linkOf(hidden, owner.token)) as string)).toEqual([]);

    // Only the owner replaces the link; the old one then finds nothing.
    const replace = (token: string) =>
      rest('rpc/replace_playlist_link', {
        token,
        method: 'POST',
        body: JSON.stringify({ playlist: unlisted }),
      });
    expect((await replace(stranger.token)).status).toBe(403);
    expect(await byLink('playlist_by_link', link)).toHaveLength(1);
    const fresh = (await (await replace(owner.token)).json()) as string;
    expect(fresh).not.toBe(link);
    expect(await byLink('playlist_by_link', link)).toEqual([]);
    expect(await byLink('playlist_link_tracks', link)).toEqual([]);
    expect((await byLink('playlist_by_link', fresh)).map((p) => p.title)).toEqual(['Mix unlisted']);

    // Someone else's playlist cannot be made in their name.
    const forged = await rest('playlists', {
      token: stranger.token,
      method: 'POST',
      body: JSON.stringify({ user_id: owner.id, title: 'Forged' }),
    });
    expect(forged.status).toBe(403);
    // Nobody writes links themselves.
    const written = await rest('playlist_links', {
      token: owner.token,
      method: 'POST',
      body: JSON.stringify({ playlist_id: unlisted, token: 'guessable' }),
    });
    expect(written.status).toBe(403);
  });

  it('only the owner and editors change the tracks; editors neither rename nor delete; the invite notifies', async () => {
    const id = await make('public');
    expect((await add(id, stranger, tracks[0] as string, 1)).status).toBe(403);
    const invite = (user: TestUser, by: TestUser) =>
      rest('playlist_members', {
        token: by.token,
        method: 'POST',
        body: JSON.stringify({ playlist_id: id, user_id: user.id, role: 'editor' }),
      });
    expect((await invite(stranger, editor)).status).toBe(403); // not theirs to invite to
    expect((await invite(editor, owner)).status).toBe(201);
    const told = (await (
      await rest('notifications?select=kind,actor_id,playlist_id', { token: editor.token })
    ).json()) as unknown[];
    expect(told).toEqual([{ kind: 'playlist_invite', actor_id: owner.id, playlist_id: id }]);

    expect((await add(id, owner, tracks[0] as string, 1)).status).toBe(201);
    expect((await add(id, editor, tracks[1] as string, 2)).status).toBe(201);
    expect((await add(id, editor, tracks[0] as string, 3)).status).toBe(201); // the same track twice
    // An editor adds only as themselves.
    const asOwner = await rest('playlist_tracks', {
      token: editor.token,
      method: 'POST',
      body: JSON.stringify({ playlist_id: id, audio_file_id: tracks[1], position: 4, added_by: owner.id }),
    });
    expect(asOwner.status).toBe(403);
    // The editor reorders; the stranger's reorder and removal touch nothing.
    const order = async () =>
      (
        (await (
          await rest(`playlist_tracks?select=audio_file_id,position&playlist_id=eq.${id}&order=position`)
        ).json()) as { audio_file_id: string }[]
      ).map((t) => t.audio_file_id);
    expect(await order()).toEqual([tracks[0], tracks[1], tracks[0]]);
    await rest(`playlist_tracks?playlist_id=eq.${id}&position=eq.2`, {
      token: editor.token,
      method: 'PATCH',
      body: JSON.stringify({ position: 0 }),
    });
    expect(await order()).toEqual([tracks[1], tracks[0], tracks[0]]);
    await rest(`playlist_tracks?playlist_id=eq.${id}`, { token: stranger.token, method: 'DELETE' });
    await rest(`playlist_tracks?playlist_id=eq.${id}`, {
      token: stranger.token,
      method: 'PATCH',
      body: JSON.stringify({ position: 9 }),
    });
    expect(await order()).toEqual([tracks[1], tracks[0], tracks[0]]);

    // Renaming and deleting are the owner's: the editor's attempts change nothing.
    await rest(`playlists?id=eq.${id}`, {
      token: editor.token,
      method: 'PATCH',
      body: JSON.stringify({ title: 'Mine' }),
    });
    await rest(`playlists?id=eq.${id}`, { token: editor.token, method: 'DELETE' });
    expect(await titles(id)).toEqual(['Mix public']);
    await rest(`playlists?id=eq.${id}`, {
      token: owner.token,
      method: 'PATCH',
      body: JSON.stringify({ title: 'Renamed' }),
    });
    expect(await titles(id)).toEqual(['Renamed']);

    // The editor removes a track; the owner deletes the playlist, its tracks and the invite go with it.
    const removed = await rest(`playlist_tracks?playlist_id=eq.${id}&audio_file_id=eq.${tracks[1]}`, {
      token: editor.token,
      method: 'DELETE',
    });
    expect(((await removed.json()) as unknown[]).length).toBe(1);
    expect((await rest(`playlists?id=eq.${id}`, { token: owner.token, method: 'DELETE' })).status).toBe(200);
    expect(await titles(id)).toEqual([]);
    expect(await (await rest('notifications?select=id', { token: editor.token })).json()).toEqual([]);
  });
});
