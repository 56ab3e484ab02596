import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeOrphanObjects } from '../../../worker/src/orphan-cleanup.ts';
import { createTestUser, type TestUser } from '../../test/community.ts';
import { databases, startTestStack, supabaseClient } from '../../test/stack-harness.ts';
import { ffmpegFixture, filesUnder, makeWav, verifyUpload } from '../../test/storage-fixtures.ts';
import type { RunningStack } from '../stack.ts';

/**
 * With a short ORPHAN_TTL_SECONDS, the cleanup job (docs/architecture.md#the-path-of-an-upload,
 * step 5) removes abandoned tus uploads and objects no track uses, and never a track's own objects
 * (its file, rendition, waveform, spectrogram), nor an upload younger than the TTL.
 */
const TTL = 2;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(databases)('orphan cleanup on %s', (kind) => {
  let stack: RunningStack;
  let dataDir: string;
  let alice: TestUser;
  const objectNames = async () =>
    (
      await stack.db.query<{ name: string }>(
        `select name from storage.objects where bucket_id = 'audio' order by name`,
      )
    ).rows.map((r) => r.name);
  const storedFiles = async () => (await filesUnder(join(dataDir, 'storage', 'audio'))).sort();

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'hifi-orphans-'));
    stack = await startTestStack(kind, { dataDir, orphanTtlSeconds: TTL });
    alice = await createTestUser(stack, 'alice');
  });
  afterAll(async () => {
    await stack?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('removes abandoned uploads and unused objects after the TTL, and nothing of a real track', async () => {
    const audio = alice.client.storage.from('audio');
    const upload = async (name: string) =>
      expect((await audio.upload(name, makeWav(4000), { contentType: 'audio/wav' })).error).toBeNull();
    // A real track with everything the worker derives from it.
    const trackFile = `${randomUUID()}.wav`;
    await upload(trackFile);
    expect((await verifyUpload(stack, alice.token, trackFile)).status).toBe(200);
    const { data: track, error } = await alice.client
      .from('audio_files')
      .insert({ title: 'Kept', file_path: trackFile, user_id: alice.id })
      .select('id')
      .single();
    expect(error).toBeNull();
    const id = (track as { id: string }).id;
    const admin = supabaseClient(stack, stack.keys.serviceRoleKey);
    const derived = {
      rendition: `analysis/${id}.flac`,
      waveform: `analysis/${id}.waveform.json`,
      spectrogram: `analysis/${id}.spectrogram.png`,
    };
    const adminAudio = admin.storage.from('audio');
    const flac = await readFile(await ffmpegFixture(dataDir, 'rendition.flac', ['-c:a', 'flac']));
    expect(
      (await adminAudio.upload(derived.rendition, flac, { contentType: 'audio/flac' })).error,
    ).toBeNull();
    expect(
      (await adminAudio.upload(derived.waveform, Buffer.from('[]'), { contentType: 'application/json' }))
        .error,
    ).toBeNull();
    expect(
      (await adminAudio.upload(derived.spectrogram, Buffer.alloc(8), { contentType: 'image/png' })).error,
    ).toBeNull();
    await stack.db.query('update public.audio_files set rendition_path = $2 where id = $1', [
      id,
      derived.rendition,
    ]);
    await stack.db.query(
      `insert into public.track_analyses (audio_file_id, waveform_path, spectrogram_path) values ($1, $2, $3)
       on conflict (audio_file_id) do update set waveform_path = $2, spectrogram_path = $3`,
      [id, derived.waveform, derived.spectrogram],
    );
    // Uploads whose track was never saved.
    const orphans = [`${randomUUID()}.wav`, `${randomUUID()}.wav`];
    for (const name of orphans) await upload(name);
    // A tus upload abandoned half-way.
    const b64 = (v: string) => Buffer.from(v).toString('base64');
    const created = await fetch(`${stack.url}/storage/v1/upload/resumable`, {
      method: 'POST',
      headers: {
        'tus-resumable': '1.0.0',
        authorization: `Bearer ${alice.token}`,
        apikey: stack.keys.anonKey,
        'upload-length': '10000',
        'upload-metadata': `bucketName ${b64('audio')},objectName ${b64(`${randomUUID()}.wav`)},contentType ${b64('audio/wav')}`,
        'content-type': 'application/offset+octet-stream',
      },
      body: Buffer.alloc(100),
    });
    expect(created.status).toBe(201);
    const abandoned = created.headers.get('location') as string;
    const uploadsDir = join(dataDir, 'storage', '.uploads');
    expect((await filesUnder(uploadsDir)).length).toBeGreaterThan(0);

    // Before the TTL nothing is taken.
    expect(await removeOrphanObjects(admin, TTL)).toEqual([]);
    await sleep((TTL + 1) * 1000);
    const fresh = `${randomUUID()}.wav`;
    await upload(fresh);

    const removed = await removeOrphanObjects(admin, TTL);
    expect(removed.sort()).toEqual([...orphans].sort());
    const kept = [trackFile, fresh, ...Object.values(derived)].sort();
    expect(await objectNames()).toEqual(kept);
    expect(await storedFiles()).toEqual(kept);
    // The stack's own sweep (every TTL here) has removed the abandoned upload and its bytes.
    await expect
      .poll(
        async () =>
          (
            await fetch(abandoned, {
              method: 'HEAD',
              headers: {
                'tus-resumable': '1.0.0',
                authorization: `Bearer ${alice.token}`,
                apikey: stack.keys.anonKey,
              },
            })
          ).status,
        { timeout: 10_000 },
      )
      .toBe(404);
    expect(await filesUnder(uploadsDir)).toEqual([]);
    // Only the service role may ask which objects are orphans.
    expect((await alice.client.rpc('orphan_audio_objects', { older_than_seconds: 0 })).error).not.toBeNull();
  }, 60_000);
});
