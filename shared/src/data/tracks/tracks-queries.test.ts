// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DataStack, databases, type SignedInUser, startDataStack } from '../testing/stack.ts';
import { DISCOVERY_PAGE_SIZE, discoveryQuery } from './discovery-query.ts';
import { featuredTrackQuery } from './featured-track-query.ts';
import { genresQuery } from './genres-query.ts';
import { trackQuery } from './track-query.ts';
import { userTracksQuery } from './user-tracks-query.ts';

describe.each(databases)('track reads on %s', (kind) => {
  let stack: DataStack;
  let ada: SignedInUser;
  let bo: SignedInUser;
  const ids: string[] = [];

  beforeAll(async () => {
    stack = await startDataStack(kind);
    ada = await stack.signUp('ada');
    bo = await stack.signUp('bo');
    // 23 tracks: i plays each, so "Most Popular" is the reverse of insertion order.
    for (let i = 0; i < 23; i++) {
      const owner = i % 2 ? bo : ada;
      // Arranged as a seed would (service role): a member's track must name a verified upload.
      const { data, error } = await stack
        .admin()
        .from('audio_files')
        .insert({
          title: i === 7 ? 'Rain on a Tin Roof' : `Track ${i}`,
          description: i === 12 ? 'Binaural RAIN, no processing' : `number ${i}`,
          file_path: `${owner.id}/${i}.flac`,
          user_id: owner.id,
          genres: i % 3 === 0 ? ['Ambient', 'Jazz'] : ['Techno'],
        })
        .select('id')
        .single();
      if (error) throw error;
      ids.push(data.id);
      if (i > 0) {
        // as the service role: one visitor's repeated plays of a track within 30 s count once
        const { error: playError } = await stack
          .admin()
          .from('plays')
          .insert(Array.from({ length: i }, () => ({ audio_file_id: data.id })));
        if (playError) throw playError;
      }
    }
  }, 120_000);
  afterAll(() => stack?.close());

  it('pages through every track by plays, 10 at a time, without repeats, ordered by the counter', async () => {
    const seen: number[] = [];
    const seenIds = new Set<string>();
    const sizes: number[] = [];
    let page = await discoveryQuery({ sort: 'plays' }, stack.anon());
    for (;;) {
      sizes.push(page.tracks.length);
      for (const t of page.tracks) {
        seen.push(t.plays_count);
        seenIds.add(t.id);
      }
      if (!page.next) break;
      page = await discoveryQuery({ sort: 'plays', after: page.next }, stack.anon());
    }
    expect(sizes).toEqual([DISCOVERY_PAGE_SIZE, DISCOVERY_PAGE_SIZE, 3]);
    expect(seenIds.size).toBe(23);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    expect(seen[0]).toBe(22);
  });

  it('searches title and description in any case, literally, and filters by genre', async () => {
    const rain = await discoveryQuery({ sort: 'recent', search: 'rAiN' }, stack.anon());
    expect(rain.tracks.map((t) => t.title).sort()).toEqual(['Rain on a Tin Roof', 'Track 12']);
    const none = await discoveryQuery({ sort: 'likes', search: '100%, (odd) "text"' }, stack.anon());
    expect(none.tracks).toEqual([]);
    const jazz = await discoveryQuery({ sort: 'likes', genre: 'Jazz' }, stack.anon());
    expect(jazz.tracks).toHaveLength(8);
    expect(jazz.tracks.every((t) => t.genres.includes('Jazz'))).toBe(true);
    const all = await discoveryQuery({ sort: 'likes', genre: 'all' }, stack.anon());
    expect(all.tracks).toHaveLength(10);
  });

  it('brings the uploader with each track', async () => {
    const { tracks } = await discoveryQuery({ sort: 'recent' }, stack.anon());
    const first = tracks[0];
    expect(first?.title).toBe('Track 22');
    // e-mails stay in auth.users, which the API roles cannot read;
    // the display name comes with the track
    expect(first?.profiles).toEqual({ email: null, username: expect.stringMatching(/^ada/) });
  });

  it('lists the genres that exist', async () => {
    expect(await genresQuery(stack.anon())).toEqual(['Ambient', 'Jazz', 'Techno']);
  });

  it("features a user's newest track, and nothing for a user without tracks or no such user", async () => {
    await bo.client.from('profiles').update({ username: 'bo_featured' }).eq('id', bo.id);
    expect((await featuredTrackQuery('bo_featured', stack.anon()))?.title).toBe('Track 21');
    const carol = await stack.signUp('carol');
    await carol.client.from('profiles').update({ username: 'carol' }).eq('id', carol.id);
    expect(await featuredTrackQuery('carol', stack.anon())).toBeNull();
    expect(await featuredTrackQuery('nobody', stack.anon())).toBeNull();
  });

  it('reads one track, and null for a missing or malformed id', async () => {
    const track = await trackQuery(ids[7] as string, stack.anon());
    expect(track?.title).toBe('Rain on a Tin Roof');
    expect(track?.plays_count).toBe(7);
    expect(await trackQuery('00000000-0000-0000-0000-000000000000', stack.anon())).toBeNull();
    expect(await trackQuery('not-a-uuid', stack.anon())).toBeNull();
  });

  it("lists a user's tracks newest first", async () => {
    const tracks = await userTracksQuery(ada.id, stack.anon());
    expect(tracks).toHaveLength(12);
    expect(tracks[0]?.title).toBe('Track 22');
    expect(await userTracksQuery('nope', stack.anon())).toEqual([]);
  });
});
