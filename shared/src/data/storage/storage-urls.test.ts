// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordPlay } from '../plays/record-play-mutation.ts';
import { type DataStack, databases, type SignedInUser, startDataStack } from '../testing/stack.ts';
import { wavFile } from '../testing/wav.ts';
import { verifyUploadMutation } from '../uploads/verify-upload-mutation.ts';
import { audioPublicUrl } from './audio-public-url.ts';
import { needsRendition, playableAudioUrl, RenditionPendingError } from './playable-audio-url.ts';
import { PREFETCH_RANGE, prefetchAllowed, prefetchAudio, prefetchOnIntent } from './prefetch-audio.ts';

/** One second of FLAC made by ffmpeg (the suite's system tool for audio fixtures), to a file so its header is complete. */
function flacFile(): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'hifi-flac-'));
  try {
    execFileSync('ffmpeg', [
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      'sine=duration=1',
      '-c:a',
      'flac',
      join(dir, 'a.flac'),
    ]);
    return readFileSync(join(dir, 'a.flac'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe.each(databases)('audio URLs, prefetch and play recording on %s', (kind) => {
  let stack: DataStack;
  let owner: SignedInUser;
  let trackId: string;
  const wav = wavFile({ seconds: 8 });
  const filePath = `${randomUUID()}.wav`;

  beforeAll(async () => {
    stack = await startDataStack(kind);
    owner = await stack.signUp('owner');
    const upload = await owner.client.storage
      .from('audio')
      .upload(filePath, wav, { contentType: 'audio/wav' });
    expect(upload.error).toBeNull();
    const token = (await owner.client.auth.getSession()).data.session?.access_token;
    expect(await verifyUploadMutation(filePath, token, { url: stack.url, anonKey: stack.anonKey })).toEqual({
      ok: true,
    });
    const { data, error } = await owner.client
      .from('audio_files')
      .insert({ title: 'Sine', file_path: filePath, user_id: owner.id, genres: [] })
      .select('id')
      .single();
    expect(error).toBeNull();
    trackId = data?.id;
  }, 60_000);
  afterAll(() => stack?.close());

  it("serves a public track's stored bytes to anyone at its public URL", async () => {
    const body = Buffer.from(await (await fetch(audioPublicUrl(filePath, stack.anon()))).arrayBuffer());
    expect(body.equals(wav)).toBe(true);
    const pub = await fetch(audioPublicUrl(filePath, stack.anon()), { headers: { range: 'bytes=0-3' } });
    expect(pub.status).toBe(206);
    expect(await pub.text()).toBe('RIFF');
  });

  it('plays WAV and FLAC as stored and ALAC from the lossless rendition', async () => {
    expect(needsRendition('a.m4a')).toBe(true);
    expect(needsRendition('a.FLAC')).toBe(false);
    // The codec decides, whatever the file is called.
    expect(needsRendition({ filePath: 'a.m4a', codec: 'aac' })).toBe(false);
    expect(needsRendition({ filePath: 'a.bin', codec: 'alac' })).toBe(true);
    // The public object, made without a request, and it serves byte ranges for the element.
    const url = await playableAudioUrl({ filePath, codec: 'pcm' }, stack.anon());
    expect(url).toBe(audioPublicUrl(filePath, stack.anon()));
    expect(url).toContain(`/storage/v1/object/public/audio/${filePath}`);
    const head = await fetch(url, { headers: { range: 'bytes=0-15' } });
    expect(head.status).toBe(206);
    expect((await head.arrayBuffer()).byteLength).toBe(16);
    // ALAC: nothing to play until the worker has stored its FLAC rendition and named it on the track.
    await expect(playableAudioUrl({ filePath, codec: 'alac' }, stack.anon())).rejects.toBeInstanceOf(
      RenditionPendingError,
    );
    const rendition = `analysis/${trackId}.flac`;
    const admin = stack.admin();
    const flac = await admin.storage
      .from('audio')
      .upload(rendition, flacFile(), { contentType: 'audio/flac' });
    expect(flac.error).toBeNull();
    expect(
      (await admin.from('audio_files').update({ rendition_path: rendition }).eq('id', trackId)).error,
    ).toBeNull();
    expect(await playableAudioUrl({ filePath, codec: 'alac' }, stack.anon())).toContain(
      `/storage/v1/object/public/audio/${rendition}`,
    );
    expect(
      await playableAudioUrl({ filePath, codec: 'alac', renditionPath: rendition }, stack.anon()),
    ).toContain(`/storage/v1/object/public/audio/${rendition}`);
  });

  it('prefetches the first 512 KB with a Range request, staggered, only the first 2 tracks', async () => {
    const seen: { url: string; range: string | null; at: number }[] = [];
    const start = Date.now();
    const recording: typeof fetch = async (input, init) => {
      seen.push({
        url: String(input),
        range: new Headers(init?.headers).get('range'),
        at: Date.now() - start,
      });
      return fetch(input, init);
    };
    const outcomes = await prefetchAudio(Array(10).fill(filePath), {
      client: stack.anon(),
      fetch: recording,
    });
    expect(outcomes).toEqual(Array(2).fill('range'));
    expect(seen).toHaveLength(2);
    expect(seen.every((call) => call.range === PREFETCH_RANGE)).toBe(true);
    // The URL the player will load, so the browser's cache can answer it.
    expect(seen[0]?.url).toBe(await playableAudioUrl({ filePath, codec: 'pcm' }, stack.anon()));
    expect(seen[1]?.at).toBeGreaterThanOrEqual(50 - 5);
  });

  it('prefetches nothing with Save-Data or on a 2g/3g connection', async () => {
    const seen: string[] = [];
    const recording: typeof fetch = async (input, init) => {
      seen.push(String(input));
      return fetch(input, init);
    };
    for (const connection of [
      { saveData: true, effectiveType: '4g' },
      { effectiveType: '3g' },
      { effectiveType: '2g' },
    ]) {
      const outcomes = await prefetchAudio([filePath, filePath], {
        client: stack.anon(),
        fetch: recording,
        connection,
      });
      expect(outcomes, JSON.stringify(connection)).toEqual(['skipped', 'skipped']);
    }
    expect(seen).toEqual([]);
    expect(prefetchAllowed({ effectiveType: '4g' })).toBe(true);
    expect(prefetchAllowed(undefined)).toBe(true);
  });

  it('warms a track on intent once per page, and not with Save-Data', async () => {
    const intentPath = `${randomUUID()}.wav`;
    const upload = await owner.client.storage
      .from('audio')
      .upload(intentPath, wav, { contentType: 'audio/wav' });
    expect(upload.error).toBeNull();
    const seen: (string | null)[] = [];
    const recording: typeof fetch = async (input, init) => {
      seen.push(new Headers(init?.headers).get('range'));
      return fetch(input, init);
    };
    const options = { client: stack.anon(), fetch: recording };
    await prefetchOnIntent(intentPath, { ...options, connection: { saveData: true } });
    expect(seen).toEqual([]);
    // hover, then focus, then hover again: one request
    await Promise.all([0, 1, 2].map(() => prefetchOnIntent(intentPath, options)));
    expect(seen).toEqual([PREFETCH_RANGE]);
  });

  it('falls back to HEAD when the answer is not partial, and only logs failures', async () => {
    const logged: string[] = [];
    const missing = `${randomUUID()}.wav`;
    const outcomes = await prefetchAudio([filePath, missing], {
      client: stack.anon(),
      // A proxy that drops Range headers answers 200 with the whole file.
      fetch: (input, init) => fetch(input, { method: init?.method, signal: init?.signal }),
      log: (message) => logged.push(message),
    });
    expect(outcomes).toEqual(['head', 'failed']);
    expect(logged).toEqual([`Prefetch of ${missing} failed`]);
  });

  it('records a play as a visitor (null user) and as the signed-in user', async () => {
    await recordPlay(trackId, null, stack.anon());
    await recordPlay(trackId, owner.id, owner.client);
    const { data } = await stack.admin().from('plays').select('user_id').eq('audio_file_id', trackId);
    expect(data?.map((row) => row.user_id).sort()).toEqual([owner.id, null].sort());
  });

  it("says 'Failed to record play count' when the insert is refused", async () => {
    // A visitor may not claim to be a user.
    await expect(recordPlay(trackId, owner.id, stack.anon())).rejects.toThrow('Failed to record play count');
    await expect(recordPlay(randomUUID(), null, stack.anon())).rejects.toThrow('Failed to record play count');
  });
});
