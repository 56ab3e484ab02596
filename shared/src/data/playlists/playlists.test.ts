// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DataStack, databases, type SignedInUser, startDataStack } from '../testing/stack.ts';
import { addToPlaylistMutation } from './add-to-playlist-mutation.ts';
import { createPlaylistMutation } from './create-playlist-mutation.ts';
import { editablePlaylistsQuery } from './editable-playlists-query.ts';
import { inviteEditorMutation } from './invite-editor-mutation.ts';
import { movePlaylistEntryMutation } from './move-playlist-entry-mutation.ts';
import { playlistQuery } from './playlist-query.ts';
import { removePlaylistEntryMutation } from './remove-playlist-entry-mutation.ts';
import { replacePlaylistLinkMutation, updatePlaylistMutation } from './update-playlist-mutation.ts';

describe.each(databases)('playlists through the data API on %s', (kind) => {
  let stack: DataStack;
  let owner: SignedInUser;
  let editor: SignedInUser;
  let trackIds: string[];

  beforeAll(async () => {
    stack = await startDataStack(kind);
    owner = await stack.signUp('owner');
    editor = await stack.signUp('editor');
    const { error } = await stack
      .admin()
      .from('profiles')
      .update({ username: `ed_${editor.id.slice(0, 8)}` })
      .eq('id', editor.id);
    if (error) throw error;
    const { data, error: insert } = await stack
      .admin()
      .from('audio_files')
      .insert(
        ['A', 'B', 'C'].map((title) => ({
          title,
          file_path: `${owner.id}/${title}.flac`,
          user_id: owner.id,
          duration: 60,
        })),
      )
      .select('id');
    if (insert) throw insert;
    trackIds = data.map((t) => t.id as string);
  }, 60_000);
  afterAll(() => stack?.close());

  it('adds at the end (the same track twice too), moves by one write, removes, and reads it in order', async () => {
    await expect(createPlaylistMutation({ userId: owner.id, title: '   ' }, owner.client)).rejects.toThrow(
      'A playlist needs a title',
    );
    const id = await createPlaylistMutation({ userId: owner.id, title: ' Evening ' }, owner.client);
    for (const trackId of [...trackIds, trackIds[0] as string]) {
      await addToPlaylistMutation({ playlistId: id, trackId }, owner.client);
    }
    const order = async () =>
      ((await playlistQuery({ id }, owner.client))?.entries ?? []).map((e) => e.track.title);
    expect(await order()).toEqual(['A', 'B', 'C', 'A']);

    const read = await playlistQuery({ id }, owner.client);
    expect(read).toMatchObject({ title: 'Evening', visibility: 'public', editors: [] });
    expect(read?.link).toMatch(/^[0-9a-f]{64}$/);
    await movePlaylistEntryMutation({ entries: read?.entries ?? [], from: 2, to: 0 }, owner.client);
    expect(await order()).toEqual(['C', 'A', 'B', 'A']);
    const again = (await playlistQuery({ id }, owner.client))?.entries ?? [];
    await removePlaylistEntryMutation(again[3]?.id as number, owner.client);
    expect(await order()).toEqual(['C', 'A', 'B']);

    // A stranger reads the public playlist but not its link, and removes nothing.
    const seen = await playlistQuery({ id }, stack.anon());
    expect(seen?.entries).toHaveLength(3);
    expect(seen?.link).toBeNull();
    await expect(removePlaylistEntryMutation(again[0]?.id as number, editor.client)).rejects.toThrow();
  });

  it('invites an editor by username, who then finds it among the playlists they may add to', async () => {
    const id = await createPlaylistMutation(
      { userId: owner.id, title: 'Shared', visibility: 'private' },
      owner.client,
    );
    expect(await playlistQuery({ id }, editor.client)).toBeNull();
    await expect(
      inviteEditorMutation({ playlistId: id, username: 'nobody-here' }, owner.client),
    ).rejects.toThrow('No member is called “nobody-here”');
    await inviteEditorMutation({ playlistId: id, username: ` ed_${editor.id.slice(0, 8)} ` }, owner.client);
    await inviteEditorMutation({ playlistId: id, username: `ed_${editor.id.slice(0, 8)}` }, owner.client);
    const mine = await editablePlaylistsQuery(editor.client);
    expect(mine.map((p) => [p.title, p.tracks_count])).toEqual([['Shared', 0]]);
    await addToPlaylistMutation({ playlistId: id, trackId: trackIds[1] as string }, editor.client);
    const read = await playlistQuery({ id }, editor.client);
    expect(read?.editors.map((e) => e.id)).toEqual([editor.id]);
    expect(read?.entries.map((e) => e.track.title)).toEqual(['B']);
    await expect(
      updatePlaylistMutation({ playlistId: id, change: { title: 'Mine' } }, editor.client),
    ).rejects.toThrow('Only the owner changes this playlist');
  });

  it('an unlisted playlist opens through its link only, until the owner replaces it', async () => {
    const id = await createPlaylistMutation(
      { userId: owner.id, title: 'Secret', visibility: 'unlisted' },
      owner.client,
    );
    await addToPlaylistMutation({ playlistId: id, trackId: trackIds[2] as string }, owner.client);
    const link = (await playlistQuery({ id }, owner.client))?.link as string;
    expect(await playlistQuery({ id }, stack.anon())).toBeNull();
    const shared = await playlistQuery({ link }, stack.anon());
    expect(shared).toMatchObject({ id, title: 'Secret', link: null });
    expect(shared?.entries.map((e) => e.track.title)).toEqual(['C']);
    const fresh = await replacePlaylistLinkMutation(id, owner.client);
    expect(await playlistQuery({ link }, stack.anon())).toBeNull();
    expect((await playlistQuery({ link: fresh }, stack.anon()))?.title).toBe('Secret');
    await expect(replacePlaylistLinkMutation(id, editor.client)).rejects.toMatchObject({ code: '42501' });
  });
});
