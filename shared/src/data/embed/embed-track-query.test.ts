// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DataStack, databases, startDataStack } from '../testing/stack.ts';
import { embedTrack } from './embed-track-query.ts';

describe.each(databases)('the embed track query on %s', (kind) => {
  let stack: DataStack;
  beforeAll(async () => {
    stack = await startDataStack(kind);
  }, 60_000);
  afterAll(() => stack?.close());

  it('reads a track with its author name and like count, as a visitor', async () => {
    const owner = await stack.signUp('embed-owner');
    const fan = await stack.signUp('embed-fan');
    const { data } = await stack
      .admin()
      .from('audio_files')
      .insert({ title: 'Tiny', file_path: `${owner.id}/${randomUUID()}.flac`, user_id: owner.id, genres: [] })
      .select('id')
      .single();
    const id = data?.id as string;
    await fan.client.from('likes').insert({ audio_file_id: id, user_id: fan.id });
    const track = await embedTrack(id, stack.anon());
    expect(track).toMatchObject({ id, title: 'Tiny', userId: owner.id, likesCount: 1 });
    expect(track?.authorName).toBe(owner.email.split('@')[0]);
  });

  it('answers null for an unknown id and for one that is not a uuid', async () => {
    expect(await embedTrack(randomUUID(), stack.anon())).toBeNull();
    expect(await embedTrack('nope', stack.anon())).toBeNull();
  });
});
