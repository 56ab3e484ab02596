/**
 * A real member for the upload and library journeys: created through the stack's admin API,
 * signed in with the password grant, and the session put where supabase-js keeps it before the
 * first page script runs (only when absent, so a reload keeps the refreshed session).
 */
import type { Page } from '@playwright/test';
import { SignJWT } from 'jose';
import { jwtSecret } from '../support/e2e-env.ts';
import { verifyUpload } from './verify-upload.ts';

export interface Member {
  id: string;
  email: string;
  accessToken: string;
}

export async function serviceKey() {
  return new SignJWT({ role: 'service_role' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime('2h')
    .sign(new TextEncoder().encode(jwtSecret));
}

/** GET /rest/v1/{path} as service_role (bypasses RLS): what the database really holds. */
export async function adminRest<T>(baseURL: string, path: string): Promise<T> {
  const key = await serviceKey();
  const res = await fetch(`${baseURL}/rest/v1/${path}`, {
    headers: { authorization: `Bearer ${key}`, apikey: key },
  });
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** Names of every object in the audio bucket. */
export async function storedObjects(baseURL: string): Promise<string[]> {
  const key = await serviceKey();
  const res = await fetch(`${baseURL}/storage/v1/object/list/audio`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, apikey: key, 'content-type': 'application/json' },
    body: JSON.stringify({ prefix: '', limit: 1000 }),
  });
  if (!res.ok) throw new Error(`list answered ${res.status}`);
  return ((await res.json()) as Array<{ name: string }>).map((o) => o.name);
}

export async function signInAsNewMember(page: Page, baseURL: string, name: string): Promise<Member> {
  const email = `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@hifi.test`;
  const password = 'correct horse battery staple';
  const key = await serviceKey();
  const created = await fetch(`${baseURL}/auth/v1/admin/users`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, apikey: key, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, email_confirm: true }),
  });
  if (!created.ok) throw new Error(`admin create user answered ${created.status}: ${await created.text()}`);
  const config = (await (await fetch(`${baseURL}/config.json`)).json()) as { supabaseAnonKey: string };
  const anonKey = config.supabaseAnonKey;
  const token = await fetch(`${baseURL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!token.ok) throw new Error(`password grant answered ${token.status}: ${await token.text()}`);
  const session = (await token.json()) as { access_token: string; user: { id: string } };
  await page.addInitScript((value) => {
    if (!localStorage.getItem('hifi-auth')) localStorage.setItem('hifi-auth', value);
  }, JSON.stringify(session));
  return { id: session.user.id, email, accessToken: session.access_token };
}

/** A track put in place through the API as the member (storage upload, then the row), for library journeys. */
export async function apiTrack(
  baseURL: string,
  member: Member,
  track: { title: string; description?: string; genres?: string[]; wav: Buffer },
): Promise<{ id: string; filePath: string }> {
  const config = (await (await fetch(`${baseURL}/config.json`)).json()) as { supabaseAnonKey: string };
  const headers = { authorization: `Bearer ${member.accessToken}`, apikey: config.supabaseAnonKey };
  const filePath = `${crypto.randomUUID()}.wav`;
  const stored = await fetch(`${baseURL}/storage/v1/object/audio/${filePath}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'audio/wav' },
    body: new Uint8Array(track.wav),
  });
  if (!stored.ok) throw new Error(`storage upload answered ${stored.status}: ${await stored.text()}`);
  await verifyUpload(baseURL, member.accessToken, filePath);
  const row = await memberRest<Array<{ id: string }>>(baseURL, member, 'audio_files', {
    title: track.title,
    description: track.description ?? null,
    genres: track.genres ?? [],
    file_path: filePath,
    user_id: member.id,
  });
  return { id: row[0]?.id ?? '', filePath };
}

/** POST /rest/v1/{table} as the member, returning the inserted rows. */
export async function memberRest<T>(
  baseURL: string,
  member: Member,
  table: string,
  body: unknown,
): Promise<T> {
  const config = (await (await fetch(`${baseURL}/config.json`)).json()) as { supabaseAnonKey: string };
  const res = await fetch(`${baseURL}/rest/v1/${table}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${member.accessToken}`,
      apikey: config.supabaseAnonKey,
      'content-type': 'application/json',
      prefer: 'return=representation',
    },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${table} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}
