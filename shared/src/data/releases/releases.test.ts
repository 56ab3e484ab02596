// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DataStack, databases, type SignedInUser, startDataStack } from '../testing/stack.ts';
import { linkKindQuery } from './link-kind-query.ts';
import { releaseLikedQuery, setReleaseLikeMutation } from './release-likes.ts';
import {
  createReleaseMutation,
  deleteReleaseMutation,
  type NewRelease,
  reorderReleaseMutation,
  updateReleaseMutation,
} from './release-mutations.ts';
import { releaseQuery } from './release-query.ts';
import { replaceReleaseLinkMutation } from './replace-release-link-mutation.ts';
import { userReleasesQuery } from './user-releases-query.ts';

describe.each(databases)('a release through the data API on %s', (kind) => {
  let stack: DataStack;
  let artist: SignedInUser;
  let releaseId: string;

  beforeAll(async () => {
    stack = await startDataStack(kind);
    artist = await stack.signUp('artist');
    const admin = stack.admin();
    const { data: tracks, error } = await admin
      .from('audio_files')
      .insert(
        ['Intro', 'Side A', 'Side B'].map((title) => ({
          title,
          file_path: `${artist.id}/${title}.flac`,
          user_id: artist.id,
          duration: 120,
          codec: 'flac',
          bit_depth: 24,
          sample_rate: 96000,
        })),
      )
      .select('id');
    if (error) throw error;
    const { data: release, error: made } = await artist.client
      .from('releases')
      .insert({
        user_id: artist.id,
        title: 'Night Tapes',
        kind: 'ep',
        licence: 'cc-by-sa-4.0',
        visibility: 'unlisted',
      })
      .select('id')
      .single();
    if (made) throw made;
    releaseId = release.id as string;
    // placed out of order, on two discs
    const places = [
      { id: tracks[2]?.id, disc_number: 2, position: 1 },
      { id: tracks[0]?.id, disc_number: 1, position: 1 },
      { id: tracks[1]?.id, disc_number: 1, position: 2 },
    ];
    const { error: placed } = await artist.client.from('release_tracks').insert(
      places.map((p) => ({
        release_id: releaseId,
        audio_file_id: p.id,
        disc_number: p.disc_number,
        position: p.position,
      })),
    );
    if (placed) throw placed;
  }, 60_000);
  afterAll(() => stack?.close());

  it('reads its owner a release in disc and track order, with its licence', async () => {
    const release = await releaseQuery({ id: releaseId }, artist.client);
    expect(release).toMatchObject({ title: 'Night Tapes', kind: 'ep', visibility: 'unlisted' });
    expect(release?.licence).toMatchObject({
      label: 'CC BY-SA 4.0',
      deed: 'https://creativecommons.org/licenses/by-sa/4.0/',
    });
    expect(release?.entries.map((e) => [e.disc, e.position, e.track.title])).toEqual([
      [1, 1, 'Intro'],
      [1, 2, 'Side A'],
      [2, 1, 'Side B'],
    ]);
  });

  it('gives a visitor an unlisted release through its link only, in the same order', async () => {
    const visitor = stack.anon();
    expect(await releaseQuery({ id: releaseId }, visitor)).toBeNull();
    const { data: link } = await artist.client
      .from('release_links')
      .select('token')
      .eq('release_id', releaseId)
      .single();
    const release = await releaseQuery({ link: link?.token as string }, visitor);
    expect(release?.title).toBe('Night Tapes');
    expect(release?.owner?.id).toBe(artist.id);
    expect(release?.entries.map((e) => [e.disc, e.position, e.track.title])).toEqual([
      [1, 1, 'Intro'],
      [1, 2, 'Side A'],
      [2, 1, 'Side B'],
    ]);
    expect(await releaseQuery({ link: 'no-such-link' }, visitor)).toBeNull();
    expect(await releaseQuery({ id: 'not-a-uuid' }, visitor)).toBeNull();
  });

  it('tells its owner alone the secret link; a replaced link opens nothing', async () => {
    const link = (await releaseQuery({ id: releaseId }, artist.client))?.link as string;
    expect(link).toMatch(/^[0-9a-f]{64}$/);
    const visitor = stack.anon();
    expect((await releaseQuery({ link }, visitor))?.link).toBeNull();
    expect(await linkKindQuery(link, visitor)).toBe('release');

    const fresh = await replaceReleaseLinkMutation(releaseId, artist.client);
    await expect(replaceReleaseLinkMutation(releaseId, visitor)).rejects.toMatchObject({ code: '42501' });
    expect(await releaseQuery({ link }, visitor)).toBeNull();
    expect(await linkKindQuery(link, visitor)).toBeNull();
    expect((await releaseQuery({ link: fresh }, visitor))?.title).toBe('Night Tapes');
  });

  it("lists a member's releases newest first, and none a visitor may not read", async () => {
    const { error } = await artist.client.from('releases').insert([
      { user_id: artist.id, title: 'Old LP', kind: 'album', release_date: '2019-05-01' },
      { user_id: artist.id, title: 'New single', kind: 'single', release_date: '2026-10-01' },
    ]);
    if (error) throw error;
    const titles = async (client = stack.anon()) =>
      (await userReleasesQuery(artist.id, client)).map((r) => r.title);
    expect(await titles(artist.client)).toEqual(['New single', 'Old LP', 'Night Tapes']);
    expect(await titles()).toEqual(['New single', 'Old LP']);
  });

  it("makes a release of the member's tracks, or says why not", async () => {
    const { data, error } = await stack
      .admin()
      .from('audio_files')
      .insert({ title: 'Loose', file_path: `${artist.id}/loose.flac`, user_id: artist.id })
      .select('id')
      .single();
    if (error) throw error;
    const release: NewRelease = {
      title: ' ',
      kind: 'single',
      releaseDate: '2026-12-01',
      licence: 'cc0-1.0',
      visibility: 'public',
      trackIds: [data.id as string],
    };
    await expect(createReleaseMutation(release, artist.client)).rejects.toThrow('A release needs a title');
    const id = await createReleaseMutation({ ...release, title: 'Loose single' }, artist.client);
    const made = await releaseQuery({ id }, stack.anon());
    expect(made).toMatchObject({ title: 'Loose single', kind: 'single', release_date: '2026-12-01' });
    expect(made?.entries.map((e) => e.track.title)).toEqual(['Loose']);
  });

  it('makes a release with its cover and discs, then its owner edits, reorders and deletes it', async () => {
    const admin = stack.admin();
    const { data: tracks, error } = await admin
      .from('audio_files')
      .insert(
        ['A1', 'A2', 'B1'].map((title) => ({
          title,
          file_path: `${artist.id}/${title}.flac`,
          user_id: artist.id,
        })),
      )
      .select('id, title');
    if (error) throw error;
    const ids = tracks.map((t) => t.id as string);
    const cover = `${artist.id}/covers/${crypto.randomUUID()}`;
    const base: NewRelease = {
      title: 'Two Sides',
      kind: 'album',
      releaseDate: null,
      licence: 'all-rights-reserved',
      visibility: 'public',
      trackIds: ids,
    };
    await expect(createReleaseMutation({ ...base, discs: [1, 2] }, artist.client)).rejects.toThrow(
      'Give one disc number of 1 or more for each track',
    );
    const someoneElses = `${crypto.randomUUID()}/covers/${crypto.randomUUID()}`;
    await expect(
      createReleaseMutation({ ...base, coverPath: someoneElses }, artist.client),
    ).rejects.toThrow();
    const id = await createReleaseMutation({ ...base, discs: [1, 1, 2], coverPath: cover }, artist.client);
    const made = await releaseQuery({ id }, artist.client);
    expect(made?.cover_path).toBe(cover);
    expect(made?.entries.map((e) => [e.disc, e.position, e.track.title])).toEqual([
      [1, 1, 'A1'],
      [1, 2, 'A2'],
      [2, 1, 'B1'],
    ]);

    const details = {
      title: 'Two Sides (remaster)',
      kind: 'ep' as const,
      releaseDate: '2026-12-24',
      licence: 'cc-by-4.0' as const,
      visibility: 'unlisted' as const,
      catalogueNumber: ' HIFI-002 ',
      description: null,
    };
    const stranger = await stack.signUp('stranger');
    await expect(updateReleaseMutation(id, details, stranger.client)).rejects.toThrow('not yours to change');
    await expect(updateReleaseMutation(id, { ...details, title: ' ' }, artist.client)).rejects.toThrow(
      'A release needs a title',
    );
    await updateReleaseMutation(id, details, artist.client);
    const edited = await releaseQuery({ id }, artist.client);
    expect(edited).toMatchObject({ title: 'Two Sides (remaster)', kind: 'ep', catalogue_number: 'HIFI-002' });
    // an unlisted release's tracks are unlisted with it: a visitor reads neither by id
    expect(await releaseQuery({ id }, stack.anon())).toBeNull();
    const { data: visible } = await stack.anon().from('audio_files').select('id').in('id', ids);
    expect(visible).toEqual([]);

    await expect(reorderReleaseMutation(id, ids.slice(0, 2), artist.client)).rejects.toThrow(
      "The new order must list each of the release's tracks once",
    );
    await reorderReleaseMutation(id, [ids[2], ids[0], ids[1]] as string[], artist.client);
    const reordered = await releaseQuery({ id }, artist.client);
    expect(reordered?.entries.map((e) => e.track.title)).toEqual(['B1', 'A1', 'A2']);

    await expect(deleteReleaseMutation(id, stranger.client)).rejects.toThrow('not yours to delete');
    await deleteReleaseMutation(id, artist.client);
    expect(await releaseQuery({ id }, artist.client)).toBeNull();
    const { data: kept } = await artist.client.from('audio_files').select('id').in('id', ids);
    expect(kept).toHaveLength(3);
  });

  it("gives a release of two tracks 6 LU apart one album gain, unlike either track's own", async () => {
    const admin = stack.admin();
    const { data: tracks, error } = await admin
      .from('audio_files')
      .insert(
        ['Loud', 'Quiet'].map((title) => ({
          title,
          file_path: `${artist.id}/${title}.flac`,
          user_id: artist.id,
          duration: 200,
        })),
      )
      .select('id');
    if (error) throw error;
    // Two minutes each at a steady -12 and -18 LUFS, as the worker's histogram holds them: 1,197
    // blocks of 400 ms in the 0.1 LU bin just above (bins count at their centre, +0.05 LU)
    const measures = [
      { lufs: -12.05, gain: -6, peak: 0.98 },
      { lufs: -18.05, gain: 0, peak: 0.4 },
    ];
    for (const [i, m] of measures.entries()) {
      const loudness_histogram = Array.from({ length: 1000 }, (_, bin) =>
        bin === Math.floor((m.lufs + 70) * 10) ? 1197 : 0,
      );
      const { error: measured } = await admin
        .from('track_analyses')
        .update({
          status: 'done',
          integrated_lufs: m.lufs,
          replaygain_track_gain_db: m.gain,
          replaygain_track_peak: m.peak,
          loudness_histogram,
        })
        .eq('audio_file_id', tracks[i]?.id as string);
      if (measured) throw measured;
    }
    const id = await createReleaseMutation(
      {
        title: 'Loud and Quiet',
        kind: 'single',
        releaseDate: null,
        licence: 'all-rights-reserved',
        visibility: 'public',
        trackIds: tracks.map((t) => t.id as string),
      },
      artist.client,
    );
    const release = await releaseQuery({ id }, stack.anon());
    // the energy mean of equal lengths, both above the album's relative gate: -14.09 LUFS
    expect(release?.albumGain?.gainDb).toBeCloseTo(
      -18 - 10 * Math.log10((10 ** -1.205 + 10 ** -1.805) / 2),
      2,
    );
    expect(release?.albumGain?.peak).toBe(0.98);
    for (const m of measures) expect(release?.albumGain?.gainDb).not.toBeCloseTo(m.gain, 1);

    // The quiet track measured again as 40 LU under the loud one: now under the album's relative
    // gate (10 LU under its mean), so the album is as loud as its loud track alone.
    const { error: remeasured } = await admin
      .from('track_analyses')
      .update({
        loudness_histogram: Array.from({ length: 1000 }, (_, bin) => (bin === 79 ? 1197 : 0)),
        replaygain_track_peak: 0.01,
      })
      .eq('audio_file_id', tracks[1]?.id as string);
    if (remeasured) throw remeasured;
    const regated = await releaseQuery({ id }, stack.anon());
    expect(regated?.albumGain?.gainDb).toBeCloseTo(-18 + 12.05, 2);

    // a track not measured yet: no album gain (the player uses each track's own)
    await admin
      .from('track_analyses')
      .update({ loudness_histogram: null })
      .eq('audio_file_id', tracks[0]?.id as string);
    expect((await releaseQuery({ id }, stack.anon()))?.albumGain).toBeNull();
  });

  it('counts likes of a release, one per member, only of releases they may read, as themselves', async () => {
    const { data: track, error } = await stack
      .admin()
      .from('audio_files')
      .insert({ title: 'Liked', file_path: `${artist.id}/liked.flac`, user_id: artist.id })
      .select('id')
      .single();
    if (error) throw error;
    const base = { kind: 'single' as const, releaseDate: null, licence: 'all-rights-reserved' as const };
    const open = await createReleaseMutation(
      { ...base, title: 'Liked single', visibility: 'public', trackIds: [track.id as string] },
      artist.client,
    );
    const fan = await stack.signUp('fan');
    await setReleaseLikeMutation({ releaseId: open, userId: fan.id, liked: true }, fan.client);
    await setReleaseLikeMutation({ releaseId: open, userId: fan.id, liked: true }, fan.client);
    expect(await releaseLikedQuery(open, fan.id, fan.client)).toBe(true);
    expect((await releaseQuery({ id: open }, stack.anon()))?.likes_count).toBe(1);
    await expect(
      setReleaseLikeMutation({ releaseId: open, userId: artist.id, liked: true }, fan.client),
    ).rejects.toMatchObject({ code: '42501' });
    await setReleaseLikeMutation({ releaseId: open, userId: fan.id, liked: false }, fan.client);
    expect((await releaseQuery({ id: open }, stack.anon()))?.likes_count).toBe(0);
    // a release the fan may not read cannot be liked
    await expect(
      setReleaseLikeMutation({ releaseId: releaseId, userId: fan.id, liked: true }, fan.client),
    ).rejects.toMatchObject({ code: '42501' });
  });
});
