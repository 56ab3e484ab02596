import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startTestStack } from '../../test/stack-harness.ts';
import type { RunningStack } from '../stack.ts';
import { createTestUser, type TestUser } from './testing/community.ts';

/** audio_files' codec…duration come from what the storage service read from the file, not from the browser. */
describe.each(databases)('technical metadata of tracks on %s', (kind) => {
  let stack: RunningStack;
  let user: TestUser;

  beforeAll(async () => {
    stack = await startTestStack(kind);
    user = await createTestUser(stack, 'uploader');
  });
  afterAll(() => stack?.close());

  const bogus = { codec: 'MP3', sample_rate: 8000, bit_depth: 8, channels: 1, duration: 999 };

  it('copies the stored object’s audio metadata over what the client sent', async () => {
    const name = `${randomUUID()}.flac`;
    await stack.db.query(
      `insert into storage.objects (bucket_id, name, owner_id, metadata) values ('audio', $1, $2, $3)`,
      [
        name,
        user.id,
        JSON.stringify({
          size: 1234,
          mimetype: 'audio/flac',
          audio: {
            codec: 'FLAC',
            container: 'FLAC',
            sampleRate: 96000,
            bitDepth: 24,
            channels: 2,
            duration: 61.5,
          },
        }),
      ],
    );
    const { data, error } = await user.client
      .from('audio_files')
      .insert({ title: 'Verified', file_path: name, user_id: user.id, ...bogus })
      .select('codec, sample_rate, bit_depth, channels, duration')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ codec: 'FLAC', sample_rate: 96000, bit_depth: 24, channels: 2, duration: 61.5 });
  });

  it('keeps the row’s values when there is no stored object (and when its file_path changes to one)', async () => {
    const { data, error } = await user.client
      .from('audio_files')
      .insert({
        title: 'No object',
        file_path: `${user.id}/${randomUUID()}.wav`,
        user_id: user.id,
        duration: 12.25,
      })
      .select('id, codec, duration')
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ codec: null, duration: 12.25 });

    const name = `${randomUUID()}.wav`;
    await stack.db.query(
      `insert into storage.objects (bucket_id, name, owner_id, metadata) values ('audio', $1, $2, $3)`,
      [
        name,
        user.id,
        JSON.stringify({
          audio: {
            codec: 'PCM',
            container: 'WAV',
            sampleRate: 44100,
            bitDepth: 16,
            channels: 2,
            duration: 3,
          },
        }),
      ],
    );
    const moved = await user.client
      .from('audio_files')
      .update({ file_path: name })
      .eq('id', data?.id)
      .select('codec, sample_rate, duration')
      .single();
    expect(moved.data).toEqual({ codec: 'PCM', sample_rate: 44100, duration: 3 });
  });
});
