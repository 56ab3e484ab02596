// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DataStack, databases, type SignedInUser, startDataStack } from '../testing/stack.ts';
import { trackQuery } from '../tracks/track-query.ts';
import { likedIdsQuery } from './liked-ids-query.ts';
import { setLikeMutation } from './set-like-mutation.ts';

describe.each(databases)('likes on %s', (kind) => {
  let stack: DataStack;
  let owner: SignedInUser;
  let fan: SignedInUser;
  let trackId: string;
  let otherId: string;

  beforeAll(async () => {
    stack = await startDataStack(kind);
    owner = await stack.signUp('owner');
    fan = await stack.signUp('fan');
    // Arranged as a seed would (service role): a member's track must name a verified upload.
    const { data, error } = await stack
      .admin()
      .from('audio_files')
      .insert([
        { title: 'A', file_path: `${owner.id}/a.flac`, user_id: owner.id },
        { title: 'B', file_path: `${owner.id}/b.flac`, user_id: owner.id },
      ])
      .select('id');
    if (error) throw error;
    [trackId, otherId] = data.map((r) => r.id) as [string, string];
  }, 60_000);
  afterAll(() => stack?.close());

  it('likes, counts, reports the liked state and unlikes; liking twice counts once', async () => {
    await setLikeMutation({ trackId, userId: fan.id, liked: true }, fan.client);
    await setLikeMutation({ trackId, userId: fan.id, liked: true }, fan.client);
    expect((await trackQuery(trackId, stack.anon()))?.likes_count).toBe(1);
    expect(await likedIdsQuery(fan.id, [trackId, otherId], fan.client)).toEqual(new Set([trackId]));

    await setLikeMutation({ trackId, userId: fan.id, liked: false }, fan.client);
    await setLikeMutation({ trackId, userId: fan.id, liked: false }, fan.client);
    expect((await trackQuery(trackId, stack.anon()))?.likes_count).toBe(0);
    expect(await likedIdsQuery(fan.id, [trackId, otherId], fan.client)).toEqual(new Set());
  });

  it('refuses a visitor and a like in someone else’s name', async () => {
    await expect(
      setLikeMutation({ trackId, userId: fan.id, liked: true }, stack.anon()),
    ).rejects.toMatchObject({
      code: expect.any(String),
    });
    await expect(
      setLikeMutation({ trackId, userId: fan.id, liked: true }, owner.client),
    ).rejects.toBeTruthy();
    expect((await trackQuery(trackId, stack.anon()))?.likes_count).toBe(0);
  });
});
