/**
 * The verify-upload function (supabase/functions/verify-upload) served by the stack's functions
 * runtime, and the RLS rule that a track names only a verified object — called as the upload
 * page calls them: Storage and /rest/v1 through supabase-js as a member, the function over HTTP
 * with the member's token.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../../test/community.ts';
import { serviceDatabases, startTestStack } from '../../test/stack-harness.ts';
import { ffmpegFixture, makeWav } from '../../test/storage-fixtures.ts';
import type { RunningStack } from '../stack.ts';

describe.each(serviceDatabases)('verify-upload on %s', (kind) => {
  let stack: RunningStack;
  let fixtures: string;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    fixtures = await mkdtemp(join(tmpdir(), 'hifi-verify-'));
    stack = await startTestStack(kind);
    alice = await createTestUser(stack, 'alice');
    bob = await createTestUser(stack, 'bob');
  }, 60_000);
  afterAll(async () => {
    await stack?.close();
    await rm(fixtures, { recursive: true, force: true });
  });

  const verify = async (path: unknown, token?: string) => {
    const response = await fetch(`${stack.url}/functions/v1/verify-upload`, {
      method: 'POST',
      headers: {
        apikey: stack.keys.anonKey,
        'content-type': 'application/json',
        ...(token && { authorization: `Bearer ${token}` }),
      },
      body: JSON.stringify({ path }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const upload = async (user: TestUser, name: string, bytes: Buffer, contentType: string) => {
    const { error } = await user.client.storage
      .from('audio')
      .upload(name, bytes, { contentType, upsert: true });
    expect(error, name).toBeNull();
  };
  const objectExists = async (name: string) =>
    (await stack.db.query(`select 1 from storage.objects where bucket_id = 'audio' and name = $1`, [name]))
      .rows.length > 0;
  const insertTrack = (user: TestUser, file_path: string) =>
    user.client
      .from('audio_files')
      .insert({ title: 'Take', file_path, user_id: user.id })
      .select('codec, sample_rate, bit_depth, channels, duration')
      .single();

  it('reads FLAC, ALAC (moov before or after the media, 96 kHz) and WAV (PCM, float, RF64) and hands the facts to the track', async () => {
    const cases = [
      {
        file: 'a.flac',
        args: ['-ar', '48000', '-ac', '2', '-sample_fmt', 's32', '-c:a', 'flac'],
        audio: { codec: 'FLAC', container: 'FLAC', sampleRate: 48000, bitDepth: 24, channels: 2 },
      },
      {
        file: 'tail.m4a',
        args: ['-ar', '96000', '-sample_fmt', 's32p', '-c:a', 'alac'],
        audio: { codec: 'ALAC', container: 'M4A', sampleRate: 96000, bitDepth: 24, channels: 1 },
      },
      {
        file: 'fast.m4a',
        args: ['-c:a', 'alac', '-movflags', '+faststart'],
        audio: { codec: 'ALAC', container: 'M4A', sampleRate: 44100, bitDepth: 16, channels: 1 },
      },
      {
        file: 'f.wav',
        args: ['-c:a', 'pcm_f32le'],
        audio: { codec: 'FLOAT', container: 'WAV', bitDepth: 32, channels: 1 },
      },
      // RF64, the WAV form for files past 4 GiB, here forced on a small one.
      {
        file: 'rf.wav',
        args: ['-c:a', 'pcm_s24le', '-rf64', 'always'],
        audio: { codec: 'PCM', container: 'WAV', bitDepth: 24, channels: 1 },
      },
    ];
    for (const c of cases) {
      const bytes = await readFile(await ffmpegFixture(fixtures, c.file, c.args));
      const name = `${randomUUID()}.${c.file.split('.')[1]}`;
      await upload(alice, name, bytes, 'audio/mpeg');
      const { status, body } = await verify(name, alice.token);
      expect(status, c.file).toBe(200);
      expect(body.audio, c.file).toMatchObject(c.audio);
      expect((body.audio as { duration: number }).duration, c.file).toBeCloseTo(1, 2);
      const track = await insertTrack(alice, name);
      expect(track.error, c.file).toBeNull();
      expect(track.data, c.file).toMatchObject({
        codec: c.audio.codec,
        bit_depth: c.audio.bitDepth,
        channels: c.audio.channels,
      });
      expect(Number(track.data?.duration)).toBeCloseTo(1, 2);
    }
  });

  it("refuses what is not lossless audio with the site's text (422) and removes the object", async () => {
    const mp3 = await readFile(await ffmpegFixture(fixtures, 'a.mp3', ['-c:a', 'libmp3lame']));
    const aac = await readFile(await ffmpegFixture(fixtures, 'aac.m4a', ['-c:a', 'aac']));
    const flac = await readFile(await ffmpegFixture(fixtures, 'b.flac', ['-c:a', 'flac']));
    const cases: [string, Buffer, string][] = [
      ['wav', mp3, 'File is not lossless audio: MP3 detected'],
      ['m4a', aac, 'M4A must contain ALAC (found AAC)'],
      [
        'flac',
        Buffer.from('definitely not audio '.repeat(500)),
        'File is not lossless audio: not a recognised audio file',
      ],
      // A FLAC signature and then noise: what the browser's header check lets through.
      [
        'flac',
        Buffer.concat([Buffer.from('fLaC'), Buffer.alloc(300_000, 7)]),
        'File is not lossless audio: not a recognised audio file',
      ],
      ['wav', flac, 'File content is FLAC (FLAC) but the name ends in .wav'],
    ];
    for (const [ext, bytes, message] of cases) {
      const name = `${randomUUID()}.${ext}`;
      await upload(alice, name, bytes, `audio/${ext}`);
      expect(await verify(name, alice.token)).toEqual({
        status: 422,
        body: { error: 'InvalidAudio', message },
      });
      expect(await objectExists(name), message).toBe(false);
      expect((await insertTrack(alice, name)).error?.code).toBe('42501');
    }
  });

  it('refuses a track that names an unverified object or one replaced after it was verified, and keeps a published file from being replaced', async () => {
    const name = `${randomUUID()}.wav`;
    await upload(bob, name, makeWav(8000), 'audio/wav');
    expect((await insertTrack(bob, name)).error?.code).toBe('42501');
    expect((await verify(name, bob.token)).status).toBe(200);
    const track = await bob.client
      .from('audio_files')
      .insert({ title: 'Kept', file_path: name, user_id: bob.id })
      .select('id')
      .single();
    expect(track.error).toBeNull();
    // The track's own edits need no new verification; pointing it at an unverified object does.
    const other = `${randomUUID()}.wav`;
    await upload(bob, other, makeWav(8000), 'audio/wav');
    const id = track.data?.id as string;
    expect((await bob.client.from('audio_files').update({ title: 'Renamed' }).eq('id', id)).error).toBeNull();
    expect((await bob.client.from('audio_files').update({ file_path: other }).eq('id', id)).error?.code).toBe(
      '42501',
    );
    // Replacing verified bytes (an upsert) makes a new version nobody has read.
    expect((await verify(other, bob.token)).status).toBe(200);
    await upload(bob, other, makeWav(4000), 'audio/wav');
    expect((await insertTrack(bob, other)).error?.code).toBe('42501');
    // And a published track's file cannot be replaced at all.
    const replaced = await bob.client.storage
      .from('audio')
      .upload(name, makeWav(4000), { contentType: 'audio/wav', upsert: true });
    expect(replaced.error).not.toBeNull();
    const served = await fetch(`${stack.url}/storage/v1/object/public/audio/${name}`, { method: 'HEAD' });
    expect(served.headers.get('content-length')).toBe(String(makeWav(8000).length));
  });

  it("answers 401 without a session, 403 for another member's object (left alone), 400 and 404 for bad paths", async () => {
    const name = `${randomUUID()}.wav`;
    await upload(alice, name, makeWav(4000), 'audio/wav');
    expect((await verify(name)).status).toBe(401);
    expect(await verify(name, bob.token)).toEqual({
      status: 403,
      body: { error: 'Forbidden', message: 'You can only verify your own uploads' },
    });
    expect(await objectExists(name)).toBe(true);
    expect((await verify(42, alice.token)).status).toBe(400);
    expect((await verify('notes.txt', alice.token)).status).toBe(400);
    const missing = `${alice.id}/${randomUUID()}.flac`;
    expect(await verify(missing, alice.token)).toEqual({
      status: 404,
      body: { error: 'NotFound', message: `No uploaded object at ${missing}` },
    });
  });

  it('checks a cover size by its bytes: WebP stays, anything else is removed with a 422', async () => {
    const folder = `${alice.id}/covers/${randomUUID()}`;
    const webp = Buffer.concat([
      Buffer.from('RIFF'),
      Buffer.alloc(4),
      Buffer.from('WEBPVP8 '),
      Buffer.alloc(64),
    ]);
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(64),
    ]);
    await upload(alice, `${folder}/96.webp`, webp, 'image/webp');
    await upload(alice, `${folder}/600.webp`, png, 'image/webp');
    expect((await verify(`${folder}/96.webp`, alice.token)).status).toBe(200);
    expect(await verify(`${folder}/600.webp`, alice.token)).toEqual({
      status: 422,
      body: { error: 'InvalidImage', message: 'A cover must be a WebP image' },
    });
    expect(await objectExists(`${folder}/96.webp`)).toBe(true);
    expect(await objectExists(`${folder}/600.webp`)).toBe(false);
  });
});
