import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import bcrypt from 'bcryptjs';
import WebSocket from 'ws';
import type { Queryable } from '../db/database.ts';
import { DEMO_COMMENTS, DEMO_PASSWORD, DEMO_TRACKS, DEMO_USERS, type DemoTrack } from './demo-community.ts';
import { encodeWav, findFlacEncoder, random, synthesize, wavToFlac } from './generate-audio.ts';

/**
 * Loads the demo community through the Supabase protocol with the service role key: users by
 * the Auth admin API, files by Storage uploads, rows by the data API. That is what a hosted
 * project speaks too, so the same seed works there. When a part of the stack is missing it
 * falls back (users straight into auth.users when a database handle is given) or skips
 * (files) with a log line, never half-failing silently.
 */
export interface SeedOptions {
  url: string;
  serviceRoleKey: string;
  /** With it, each demo user signs in and uploads their own files. */
  anonKey?: string;
  /** Used only when the Auth admin API is not available. */
  db?: Queryable;
  log?: (line: string) => void;
  /** Seconds of audio per track (short keeps the seed fast). */
  seconds?: number;
}

export interface SeedResult {
  skipped: boolean;
  users: number;
  tracks: number;
  files: number;
  likes: number;
  plays: number;
  comments: number;
}

const GENRE_SOUND: Record<string, { root: number; tempo: number; harmonics: number[] }> = {
  Ambient: { root: 220, tempo: 40, harmonics: [1, 0.3] },
  'Field Recording': { root: 330, tempo: 50, harmonics: [1, 0.1, 0.05] },
  Jazz: { root: 196, tempo: 110, harmonics: [1, 0.5, 0.25, 0.12] },
  Classical: { root: 262, tempo: 72, harmonics: [1, 0.6, 0.3, 0.2, 0.1] },
  'Hip-Hop': { root: 110, tempo: 90, harmonics: [1, 0.2] },
  Electronic: { root: 147, tempo: 128, harmonics: [1, 0.8, 0.6, 0.4, 0.3, 0.2] },
  Folk: { root: 247, tempo: 96, harmonics: [1, 0.4, 0.3] },
  Rock: { root: 165, tempo: 140, harmonics: [1, 0.9, 0.7, 0.5, 0.4] },
  Soundtrack: { root: 131, tempo: 60, harmonics: [1, 0.5, 0.4, 0.2] },
  Experimental: { root: 311, tempo: 150, harmonics: [1, 0, 0.7, 0, 0.5] },
};

/**
 * The upload page's last step, as the owner: the verify-upload function reads the file and
 * records codec, rate, depth, channels and duration, which the track row then takes.
 */
async function verifyDemoUpload(
  uploader: SupabaseClient | undefined,
  name: string,
  log: (line: string) => void,
) {
  if (!uploader) return;
  const { error } = await uploader.functions.invoke('verify-upload', { body: { path: name } });
  if (error)
    log(`verify-upload of ${name} failed (${error.message}): its track keeps the seed's duration only`);
}

export function seedClient(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    // Node 20 has no global WebSocket, which supabase-js's realtime client wants at construction.
    realtime: { transport: WebSocket as never },
  });
}

export async function seedDemo(options: SeedOptions): Promise<SeedResult> {
  const log = options.log ?? ((line: string) => console.log(`[seed] ${line}`));
  const supabase = seedClient(options.url, options.serviceRoleKey);
  const result: SeedResult = {
    skipped: false,
    users: 0,
    tracks: 0,
    files: 0,
    likes: 0,
    plays: 0,
    comments: 0,
  };

  const existing = await supabase.from('audio_files').select('id', { count: 'exact', head: true });
  if (existing.error) throw new Error(`cannot read audio_files: ${existing.error.message}`);
  if ((existing.count ?? 0) > 0) {
    log(`the database already has ${existing.count} tracks; nothing to seed`);
    return { ...result, skipped: true };
  }

  const userIds: string[] = [];
  // Files are uploaded in each owner's own session, so storage records them as the owner's
  // (and the owner can delete them later); the service role is the fallback.
  const uploaders: SupabaseClient[] = [];
  for (const user of DEMO_USERS) {
    userIds.push(await ensureUser(supabase, options.db, user.email, user.username, log));
    result.users++;
    const session = seedClient(options.url, options.anonKey ?? options.serviceRoleKey);
    const signIn = options.anonKey
      ? await session.auth.signInWithPassword({ email: user.email, password: DEMO_PASSWORD })
      : undefined;
    uploaders.push(signIn && !signIn.error ? session : supabase);
  }

  const rand = random(2026);
  const encoder = findFlacEncoder();
  if (!encoder) log('no ffmpeg or sox found: FLAC demo tracks are written as WAV instead');
  let storageUsable = true;
  const now = Date.now();
  const trackIds: string[] = [];

  for (const [i, track] of DEMO_TRACKS.entries()) {
    const owner = userIds[track.owner] as string;
    const audio = await renderTrack(track, i, options.seconds ?? 6, encoder !== null);
    const name = `${randomUUID()}.${audio.extension}`;
    if (storageUsable) {
      const upload = await (uploaders[track.owner] ?? supabase).storage
        .from('audio')
        .upload(name, audio.bytes, { contentType: audio.contentType, cacheControl: '3600', upsert: false });
      if (upload.error) {
        storageUsable = false;
        log(`storage upload failed (${upload.error.message}): tracks are created without audio files`);
      } else {
        result.files++;
        await verifyDemoUpload(uploaders[track.owner], name, log);
      }
    }
    const inserted = await supabase
      .from('audio_files')
      .insert({
        title: track.title,
        description: track.description,
        genres: track.genres,
        file_path: name,
        user_id: owner,
        duration: audio.seconds,
      })
      .select('id')
      .single();
    if (inserted.error) throw new Error(`cannot insert track "${track.title}": ${inserted.error.message}`);
    trackIds.push(inserted.data.id as string);
    result.tracks++;
  }

  // Spread creation dates over the last two months so "recent" differs from the other sorts.
  await Promise.all(
    trackIds.map((id, i) => {
      const createdAt = new Date(
        now - (trackIds.length - i) * 36 * 3600 * 1000 - Math.floor(rand() * 3600_000),
      );
      return supabase.from('audio_files').update({ created_at: createdAt.toISOString() }).eq('id', id);
    }),
  );

  const likes: Array<{ audio_file_id: string; user_id: string }> = [];
  const plays: Array<{ audio_file_id: string; user_id: string | null }> = [];
  const comments: Array<{ audio_file_id: string; user_id: string; content: string }> = [];
  for (const [i, id] of trackIds.entries()) {
    // a few popular tracks, a long tail
    const popularity = rand() ** 2;
    for (const userId of userIds) {
      if (rand() < popularity) likes.push({ audio_file_id: id, user_id: userId });
    }
    const playCount = Math.floor(popularity * 40) + (i % 3);
    for (let p = 0; p < playCount; p++) {
      plays.push({
        audio_file_id: id,
        user_id: rand() < 0.4 ? null : (userIds[Math.floor(rand() * userIds.length)] as string),
      });
    }
    if (rand() < 0.5) {
      comments.push({
        audio_file_id: id,
        user_id: userIds[Math.floor(rand() * userIds.length)] as string,
        content: DEMO_COMMENTS[Math.floor(rand() * DEMO_COMMENTS.length)] as string,
      });
    }
  }
  for (const [table, rows] of [
    ['likes', likes],
    ['plays', plays],
    ['comments', comments],
  ] as const) {
    const { error } = await supabase.from(table).insert(rows as never);
    if (error) throw new Error(`cannot insert ${table}: ${error.message}`);
  }
  result.likes = likes.length;
  result.plays = plays.length;
  result.comments = comments.length;
  log(
    `seeded ${result.users} users, ${result.tracks} tracks (${result.files} audio files), ${result.likes} likes, ${result.plays} plays, ${result.comments} comments; sign in as ${DEMO_USERS[0]?.email} / ${DEMO_PASSWORD}`,
  );
  return result;
}

async function ensureUser(
  supabase: SupabaseClient,
  db: Queryable | undefined,
  email: string,
  username: string,
  log: (line: string) => void,
): Promise<string> {
  const created = await supabase.auth.admin.createUser({
    email,
    password: DEMO_PASSWORD,
    email_confirm: true,
    user_metadata: { username },
  });
  let id = created.data.user?.id;
  if (!id && db) {
    // e-mails live only in auth.users
    const found = await db.query<{ id: string }>('select id from auth.users where email = $1', [email]);
    id = found.rows[0]?.id;
  }
  if (!id && db && created.error?.status === 404) {
    log(`Auth admin API unavailable (${created.error.message}); writing ${email} into auth.users directly`);
    id = randomUUID();
    await db.query(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
         raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
       values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3, now(),
         '{"provider":"email","providers":["email"]}', $4, now(), now())`,
      [id, email, bcrypt.hashSync(DEMO_PASSWORD, 10), JSON.stringify({ username })],
    );
  }
  if (!id) throw new Error(`cannot create demo user ${email}: ${created.error?.message ?? 'unknown error'}`);
  // The profile trigger took the username from the metadata; make sure it is set either way.
  await supabase.from('profiles').update({ username }).eq('id', id);
  return id;
}

async function renderTrack(track: DemoTrack, index: number, seconds: number, canFlac: boolean) {
  const sound = GENRE_SOUND[track.genres[0] as string] ?? { root: 220, tempo: 90, harmonics: [1, 0.5] };
  const sampleRate = track.hiRes ? 96000 : 44100;
  const bitDepth = track.hiRes ? 24 : 16;
  const length = track.hiRes ? Math.min(seconds, 4) : seconds;
  const pcm = synthesize({ seed: index + 1, seconds: length, sampleRate, bitDepth, ...sound });
  const wav = encodeWav(pcm, sampleRate, bitDepth);
  if (track.format === 'flac' && canFlac) {
    return { bytes: await wavToFlac(wav), extension: 'flac', contentType: 'audio/flac', seconds: length };
  }
  return { bytes: wav, extension: 'wav', contentType: 'audio/wav', seconds: length };
}
