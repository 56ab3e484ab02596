import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, storeVerifiedObject, type TestUser } from '../../test/community.ts';
import { databases, startTestStack } from '../../test/stack-harness.ts';
import type { RunningStack } from '../stack.ts';

/** audio_files' codec…duration come from what the verify-upload function read from the file, not from the browser. */
describe.each(databases)('technical metadata of tracks on %s', (kind) => {
  let stack: RunningStack;
  let user: TestUser;

  beforeAll(async () => {
    stack = await startTestStack(kind);
    user = await createTestUser(stack, 'uploader');
  });
  afterAll(() => stack?.close());

  const bogus = { codec: 'MP3', sample_rate: 8000, bit_depth: 8, channels: 1, duration: 999 };

  it('copies the verified reading of the object over what the client sent', async () => {
    const name = `${randomUUID()}.flac`;
    await storeVerifiedObject(stack, user.id, name, {
      codec: 'FLAC',
      container: 'FLAC',
      sampleRate: 96000,
      bitDepth: 24,
      channels: 2,
      duration: 61.5,
    });
    const { data, error } = await user.client
      .from('audio_files')
      .insert({ title: 'Verified', file_path: name, user_id: user.id, ...bogus })
      .select('codec, sample_rate, bit_depth, channels, duration')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ codec: 'FLAC', sample_rate: 96000, bit_depth: 24, channels: 2, duration: 61.5 });
  });

  it('keeps the values of a row whose object was never verified (a seed’s), until its file_path names a verified one', async () => {
    const { rows } = await stack.db.query<{ id: string; codec: string | null; duration: string }>(
      `insert into public.audio_files (user_id, title, file_path, duration) values ($1, 'No object', $2, 12.25)
       returning id, codec, duration`,
      [user.id, `${user.id}/${randomUUID()}.wav`],
    );
    expect(rows[0]).toMatchObject({ codec: null });
    expect(Number(rows[0]?.duration)).toBe(12.25);

    const name = `${randomUUID()}.wav`;
    await storeVerifiedObject(stack, user.id, name, {
      codec: 'PCM',
      container: 'WAV',
      sampleRate: 44100,
      bitDepth: 16,
      channels: 2,
      duration: 3,
    });
    const moved = await user.client
      .from('audio_files')
      .update({ file_path: name })
      .eq('id', rows[0]?.id as string)
      .select('codec, sample_rate, duration')
      .single();
    expect(moved.data).toEqual({ codec: 'PCM', sample_rate: 44100, duration: 3 });
  });
});
