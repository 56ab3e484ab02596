import { randomUUID } from 'node:crypto';
import { discoveryRequest } from '@hifi/shared/discovery-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, storeVerifiedObject, type TestUser } from '../../test/community.ts';
import { databases, startTestStack } from '../../test/stack-harness.ts';
import type { RunningStack } from '../stack.ts';

/**
 * Discover's quality filters read what the analysis heard (docs/analysis.md#what-listeners-see):
 * the declared format until the analysis is done, then the analysed bit depth, original rate and
 * lossy verdict, copied onto the track row by a trigger on track_analyses.
 */
describe.each(databases)('quality filters on %s', (kind) => {
  let stack: RunningStack;
  let user: TestUser;

  beforeAll(async () => {
    stack = await startTestStack(kind);
    user = await createTestUser(stack, 'quality');
  });
  afterAll(() => stack?.close());

  async function hiresTrack(title: string) {
    const name = `${randomUUID()}.flac`;
    await storeVerifiedObject(stack, user.id, name, {
      codec: 'FLAC',
      container: 'FLAC',
      sampleRate: 96000,
      bitDepth: 24,
      channels: 2,
      duration: 60,
    });
    const { data, error } = await user.client
      .from('audio_files')
      .insert({ title, file_path: name, user_id: user.id })
      .select('id')
      .single();
    expect(error).toBeNull();
    return (data as { id: string }).id;
  }

  const quality = async (id: string) =>
    (
      await stack.db.query(
        'select lossy_suspected, effective_bit_depth, effective_sample_rate from public.audio_files where id = $1',
        [id],
      )
    ).rows[0] as Record<string, unknown>;

  const finish = (id: string, facts: Record<string, unknown>) =>
    stack.db.query(
      `update public.track_analyses set status = 'done', effective_bit_depth = $2, upsampled_from_hz = $3,
         lossy_source = $4 where audio_file_id = $1`,
      [id, facts.bits, facts.upsampledFrom, facts.lossy],
    );

  const titles = async (run: string, filters: Parameters<typeof discoveryRequest>[0]) => {
    const { data, error } = await discoveryRequest({ ...filters, search: run }, user.client);
    expect(error).toBeNull();
    return (data ?? []).map((t) => t.title).sort();
  };

  it('uses the declared format until the analysis is done, then what it heard', async () => {
    const run = randomUUID().slice(0, 8);
    const genuine = await hiresTrack(`${run} genuine`);
    const padded = await hiresTrack(`${run} padded`);
    const upsampled = await hiresTrack(`${run} upsampled`);
    const mp3 = await hiresTrack(`${run} mp3`);
    expect(await quality(padded)).toEqual({
      lossy_suspected: false,
      effective_bit_depth: 24,
      effective_sample_rate: 96000,
    });
    const hires = { sort: 'recent' as const, minBitDepth: 24, minSampleRate: 96000 };
    expect(await titles(run, hires)).toHaveLength(4);

    await finish(genuine, { bits: 24, upsampledFrom: null, lossy: false });
    await finish(padded, { bits: 16, upsampledFrom: null, lossy: false });
    await finish(upsampled, { bits: 24, upsampledFrom: 44100, lossy: false });
    await finish(mp3, { bits: 16, upsampledFrom: null, lossy: true });
    expect(await quality(padded)).toEqual({
      lossy_suspected: false,
      effective_bit_depth: 16,
      effective_sample_rate: 96000,
    });
    expect(await titles(run, hires)).toEqual([`${run} genuine`]);
    expect(await titles(run, { sort: 'recent', hideLossy: true })).toEqual([
      `${run} genuine`,
      `${run} padded`,
      `${run} upsampled`,
    ]);
    expect(await titles(run, { sort: 'recent', format: 'wav' })).toEqual([]);
    expect(await titles(run, { sort: 'likes', format: 'flac', minSampleRate: 88200 })).toEqual([
      `${run} genuine`,
      `${run} mp3`,
      `${run} padded`,
    ]);

    // a replaced file is unheard again: its declared values stand until it is analysed
    const replacement = `${randomUUID()}.flac`;
    await storeVerifiedObject(stack, user.id, replacement);
    const { error } = await user.client.from('audio_files').update({ file_path: replacement }).eq('id', mp3);
    expect(error).toBeNull();
    expect((await quality(mp3))?.lossy_suspected).toBe(false);
  });

  it('lets no member write what the analysis heard', async () => {
    const id = await hiresTrack('not mine to set');
    const { error } = await user.client
      .from('audio_files')
      .update({ lossy_suspected: false, effective_bit_depth: 32 })
      .eq('id', id);
    expect(error?.code).toBe('42501');
    expect((await quality(id))?.effective_bit_depth).toBe(24);
  });
});
