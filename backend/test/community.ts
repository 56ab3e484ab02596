import { randomUUID } from 'node:crypto';
import { signJwt } from '../src/keys/jwt.ts';
import type { RunningStack } from '../src/stack.ts';
import { supabaseClient } from './stack-harness.ts';

/**
 * Test users without going through /auth/v1 (built separately): a row in auth.users, exactly
 * what the auth service writes, and an access token signed as Supabase Auth signs it.
 */
export interface TestUser {
  id: string;
  email: string;
  token: string;
  client: ReturnType<typeof supabaseClient>;
}

export async function createTestUser(
  stack: RunningStack,
  name: string,
  username: string | null = name,
): Promise<TestUser> {
  const id = randomUUID();
  const email = `${name}-${id.slice(0, 8)}@example.test`;
  await stack.db.query(
    `insert into auth.users (id, aud, role, email, email_confirmed_at, raw_user_meta_data, created_at, updated_at)
     values ($1, 'authenticated', 'authenticated', $2, now(), $3, now(), now())`,
    [id, email, JSON.stringify(username ? { username } : {})],
  );
  // A session row too, so /auth/v1/user (which a function asks who is calling) knows the token.
  const sessionId = randomUUID();
  await stack.db.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal) values ($1, $2, now(), now(), 'aal1')`,
    [sessionId, id],
  );
  const token = await signJwt(
    stack.keys.jwtSecret,
    { sub: id, role: 'authenticated', aud: 'authenticated', email, aal: 'aal1', session_id: sessionId },
    Math.floor(Date.now() / 1000) + 3600,
  );
  return { id, email, token, client: supabaseClient(stack, token) };
}

export interface TrackInput {
  title: string;
  description?: string | null;
  genres?: string[];
  file_path?: string;
  created_at?: string;
}

/** Inserts tracks as the service role (bypassing RLS) and returns their ids in input order. */
export async function insertTracks(
  stack: RunningStack,
  userId: string,
  tracks: TrackInput[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const t of tracks) {
    const r = await stack.db.query<{ id: string }>(
      `insert into public.audio_files (user_id, title, description, genres, file_path, created_at)
       values ($1, $2, $3, $4::text[], $5, coalesce($6::timestamptz, now())) returning id`,
      [
        userId,
        t.title,
        t.description ?? null,
        `{${(t.genres ?? []).map((g) => `"${g.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`,
        t.file_path ?? `${userId}/${randomUUID()}.flac`,
        t.created_at ?? null,
      ],
    );
    ids.push((r.rows[0] as { id: string }).id);
  }
  return ids;
}

export interface VerifiedAudio {
  codec: string;
  container: string;
  sampleRate: number;
  bitDepth: number;
  channels: number;
  duration: number;
}

/**
 * An object of the audio bucket as a member's upload leaves it once the verify-upload function
 * has read it: its storage row, and the facts recorded through public.record_verified_upload.
 */
export async function storeVerifiedObject(
  stack: RunningStack,
  ownerId: string,
  name: string,
  audio: VerifiedAudio = {
    codec: 'FLAC',
    container: 'FLAC',
    sampleRate: 44100,
    bitDepth: 16,
    channels: 2,
    duration: 60,
  },
) {
  await stack.db.query(
    `insert into storage.objects (bucket_id, name, owner_id, metadata, version) values ('audio', $1, $2, $3, $4)`,
    [name, ownerId, JSON.stringify({ size: 1234, mimetype: 'audio/flac' }), randomUUID()],
  );
  await stack.db.query('select public.record_verified_upload($1, $2, $3, $4, $5, $6, $7, $8)', [
    name,
    ownerId,
    audio.container,
    audio.codec,
    audio.sampleRate,
    audio.bitDepth,
    audio.channels,
    audio.duration,
  ]);
}
