import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, insertTracks, type TestUser } from '../../test/community.ts';
import { databases, startTestStack, supabaseClient } from '../../test/stack-harness.ts';
import type { RunningStack } from '../stack.ts';

describe.each(databases)('genre counts on %s', (kind) => {
  let stack: RunningStack;
  let user: TestUser;
  beforeAll(async () => {
    stack = await startTestStack(kind);
    user = await createTestUser(stack, 'genres');
  });
  afterAll(() => stack?.close());

  const counts = async () => {
    const { data, error } = await supabaseClient(stack)
      .from('genre_counts')
      .select('genre, tracks')
      .gt('tracks', 0)
      .order('genre');
    expect(error).toBeNull();
    return Object.fromEntries((data ?? []).map((r) => [r.genre, r.tracks]));
  };

  it('follows tracks as they are added, retagged and deleted, and cannot be written by users', async () => {
    const [a] = await insertTracks(stack, user.id, [{ title: 'a', genres: ['Jazz', 'Rock', 'Jazz'] }]);
    await insertTracks(stack, user.id, [{ title: 'b', genres: ['Jazz'] }]);
    expect(await counts()).toEqual({ Jazz: 2, Rock: 1 });

    expect(
      (
        await user.client
          .from('audio_files')
          .update({ genres: ['Folk'] })
          .eq('id', a as string)
      ).error,
    ).toBeNull();
    expect(await counts()).toEqual({ Folk: 1, Jazz: 1 });

    expect(
      (
        await user.client
          .from('audio_files')
          .delete()
          .eq('id', a as string)
      ).error,
    ).toBeNull();
    expect(await counts()).toEqual({ Jazz: 1 });

    const forged = await user.client.from('genre_counts').update({ tracks: 99 }).eq('genre', 'Jazz');
    expect(forged.error?.code).toBe('42501');
    expect(await counts()).toEqual({ Jazz: 1 });
  });
});
