import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceDatabases, startTestStack, supabaseClient } from '../../test/stack-harness.ts';
import type { RunningStack } from '../stack.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-community.ts';
import { type SeedResult, seedDemo } from './seed-demo.ts';

describe.each(serviceDatabases)('demo seed on %s', (kind) => {
  let stack: RunningStack;
  let result: SeedResult;
  const lines: string[] = [];

  beforeAll(async () => {
    stack = await startTestStack(kind);
    result = await seedDemo({
      url: stack.url,
      serviceRoleKey: stack.keys.serviceRoleKey,
      anonKey: stack.keys.anonKey,
      db: stack.db,
      seconds: 1,
      log: (line) => lines.push(line),
    });
  }, 180_000);
  afterAll(() => stack?.close());

  it('creates users who can sign in, 30+ tracks across genres, likes, plays and comments', async () => {
    expect(result).toMatchObject({ skipped: false, users: DEMO_USERS.length });
    expect(result.tracks).toBeGreaterThanOrEqual(30);
    expect(result.likes).toBeGreaterThan(0);
    expect(result.plays).toBeGreaterThan(0);
    expect(result.comments).toBeGreaterThan(0);

    const anon = supabaseClient(stack);
    const { data: tracks } = await anon
      .from('audio_files')
      .select('genres, plays_count, likes_count, comments_count, profiles(username)');
    expect(tracks).toHaveLength(result.tracks);
    expect(new Set(tracks?.flatMap((t) => t.genres as string[])).size).toBeGreaterThanOrEqual(8);
    const sum = (k: 'plays_count' | 'likes_count' | 'comments_count') =>
      (tracks ?? []).reduce((s, t) => s + (t[k] as number), 0);
    expect([sum('plays_count'), sum('likes_count'), sum('comments_count')]).toEqual([
      result.plays,
      result.likes,
      result.comments,
    ]);

    const signIn = await anon.auth.signInWithPassword({
      email: DEMO_USERS[1]?.email as string,
      password: DEMO_PASSWORD,
    });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user?.email).toBe(DEMO_USERS[1]?.email);
  });

  it('uploads real lossless files through storage and the tracks carry what the server read from them', async () => {
    expect(result.files).toBe(result.tracks);
    const anon = supabaseClient(stack);
    const { data: tracks } = await anon
      .from('audio_files')
      .select('file_path, codec, sample_rate, bit_depth, channels, duration')
      .order('created_at');
    const codecs = new Set(tracks?.map((t) => t.codec));
    expect(codecs).toEqual(new Set(['FLAC', 'PCM']));
    expect(new Set(tracks?.map((t) => t.sample_rate))).toEqual(new Set([44100, 96000]));
    for (const t of tracks ?? []) {
      expect(t.channels).toBe(2);
      expect(Number(t.duration)).toBeGreaterThan(0.5);
    }
    const flac = tracks?.find((t) => t.codec === 'FLAC');
    const { data: blob, error } = await anon.storage.from('audio').download(flac?.file_path as string);
    expect(error).toBeNull();
    const head = Buffer.from(await (blob as Blob).arrayBuffer())
      .subarray(0, 4)
      .toString('ascii');
    expect(head).toBe('fLaC');
    // each file belongs to the track's owner, who may therefore delete it
    const owners = await stack.db.query<{ same: boolean }>(
      `select bool_and(o.owner_id = a.user_id::text) as same
       from public.audio_files a join storage.objects o on o.bucket_id = 'audio' and o.name = a.file_path`,
    );
    expect(owners.rows[0]?.same).toBe(true);
  });

  it('does nothing on a database that already has tracks', async () => {
    const again = await seedDemo({
      url: stack.url,
      serviceRoleKey: stack.keys.serviceRoleKey,
      log: (l) => lines.push(l),
    });
    expect(again.skipped).toBe(true);
    expect(lines.at(-1)).toContain('nothing to seed');
  });
});
