/** Fixtures for the storage tests: users' tokens, WAV bytes written here, ffmpeg-made files. */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { signJwt } from '../src/keys/jwt.ts';
import { wavHeader } from '../src/seed/generate-audio.ts';
import type { RunningStack } from '../src/stack.ts';

const run = promisify(execFile);

/** A signed-in user's access token, as /auth/v1 would issue it. */
export async function userToken(stack: RunningStack, sub = randomUUID()) {
  const token = await signJwt(
    stack.keys.jwtSecret,
    { sub, role: 'authenticated', aud: 'authenticated', aal: 'aal1', email: `${sub}@example.test` },
    Math.floor(Date.now() / 1000) + 3600,
  );
  return { sub, token };
}

/** supabase-js as a signed-in user (token) or as the anon visitor. */
export function storageClient(stack: RunningStack, token?: string) {
  return createClient(stack.url, stack.keys.anonKey, {
    ...(token && { accessToken: async () => token }),
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
}

/** A PCM WAV whose samples are a counter, so every byte position is distinguishable. */
export function makeWav(dataBytes: number) {
  const data = Buffer.alloc(dataBytes);
  for (let i = 0; i + 4 <= dataBytes; i += 4) data.writeUInt32LE(i, i);
  return Buffer.concat([wavHeader(dataBytes), data]);
}

/** One second of a sine, encoded by Debian's ffmpeg with the given codec arguments. */
export async function ffmpegFixture(dir: string, file: string, codecArgs: string[]) {
  const path = join(dir, file);
  await run('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:duration=1',
    ...codecArgs,
    path,
  ]);
  return path;
}

/** Every file under dir, recursively, relative to it (to prove nothing was left behind). */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(dir.length + 1))
    .sort();
}

/** What the upload page does once an upload has finished: the verify-upload function, as the member. */
export async function verifyUpload(stack: RunningStack, token: string, path: string) {
  const response = await fetch(`${stack.url}/functions/v1/verify-upload`, {
    method: 'POST',
    headers: {
      apikey: stack.keys.anonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ path }),
  });
  return { status: response.status, body: (await response.json()) as { message?: string; error?: string } };
}
