/**
 * A small community made through the stack's own APIs for the discovery, track and profile
 * journeys: members (admin API + password grant), tracks with set play and like counts
 * (service_role, as a seed would), every text carrying a run token so other journeys' tracks on
 * the same stack never get in the way (the journeys search or filter by it).
 */
import type { Page } from '@playwright/test';
import { SignJWT } from 'jose';
import { jwtSecret } from '../support/e2e-env.ts';

export interface CommunityMember {
  id: string;
  email: string;
  password: string;
  session: Record<string, unknown>;
}

export interface CommunityTrack {
  id: string;
  title: string;
  plays: number;
  likes: number;
  genres: string[];
  created_at: string;
  user_id: string;
}

export async function serviceRoleKey() {
  return new SignJWT({ role: 'service_role' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime('2h')
    .sign(new TextEncoder().encode(jwtSecret));
}

/** A /rest/v1 call as the service role (arranging data as a seed would); throws on a refusal. */
export async function serviceRest<T>(
  baseURL: string,
  path: string,
  init: { method: string; body?: unknown },
): Promise<T> {
  const key = await serviceRoleKey();
  const res = await fetch(`${baseURL}/rest/v1/${path}`, {
    method: init.method,
    headers: {
      authorization: `Bearer ${key}`,
      apikey: key,
      'content-type': 'application/json',
      prefer: 'return=representation',
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!res.ok) throw new Error(`${init.method} ${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

export async function createMember(baseURL: string, name: string): Promise<CommunityMember> {
  const email = `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@hifi.test`;
  const password = 'correct horse battery staple';
  const key = await serviceRoleKey();
  const created = await fetch(`${baseURL}/auth/v1/admin/users`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, apikey: key, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, email_confirm: true }),
  });
  if (!created.ok) throw new Error(`admin create user answered ${created.status}: ${await created.text()}`);
  const { supabaseAnonKey } = (await (await fetch(`${baseURL}/config.json`)).json()) as {
    supabaseAnonKey: string;
  };
  const token = await fetch(`${baseURL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: supabaseAnonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!token.ok) throw new Error(`password grant answered ${token.status}: ${await token.text()}`);
  const session = (await token.json()) as Record<string, unknown> & { user: { id: string } };
  return { id: session.user.id, email, password, session };
}

/** Opens the site signed in as `member` (the session where supabase-js keeps it, before any script). */
export async function signInAs(page: Page, member: CommunityMember) {
  await page.addInitScript((value) => {
    if (!localStorage.getItem('hifi-auth')) localStorage.setItem('hifi-auth', value);
  }, JSON.stringify(member.session));
}

export async function setUsername(baseURL: string, member: CommunityMember, username: string) {
  await serviceRest(baseURL, `profiles?id=eq.${member.id}`, { method: 'PATCH', body: { username } });
}

export interface TrackSpec {
  title: string;
  description?: string;
  genres: string[];
  plays: number;
  /** how many of the liker members like it (at most likers.length) */
  likes: number;
  owner: CommunityMember;
}

/** Inserts the tracks (created a minute apart, in order) with their plays and likes. */
export async function createTracks(
  baseURL: string,
  specs: TrackSpec[],
  likers: CommunityMember[],
): Promise<CommunityTrack[]> {
  const start = Date.now() - specs.length * 60_000;
  const rows = await serviceRest<Array<{ id: string; created_at: string }>>(baseURL, 'audio_files', {
    method: 'POST',
    body: specs.map((s, i) => ({
      title: s.title,
      description: s.description ?? null,
      genres: s.genres,
      file_path: `${s.owner.id}/${i}.flac`,
      user_id: s.owner.id,
      created_at: new Date(start + i * 60_000).toISOString(),
    })),
  });
  const plays = specs.flatMap((s, i) =>
    Array.from({ length: s.plays }, () => ({ audio_file_id: rows[i]?.id })),
  );
  if (plays.length) await serviceRest(baseURL, 'plays', { method: 'POST', body: plays });
  const likes = specs.flatMap((s, i) =>
    likers.slice(0, s.likes).map((m) => ({ audio_file_id: rows[i]?.id, user_id: m.id })),
  );
  if (likes.length) await serviceRest(baseURL, 'likes', { method: 'POST', body: likes });
  return specs.map((s, i) => ({
    id: rows[i]?.id as string,
    title: s.title,
    plays: s.plays,
    likes: s.likes,
    genres: s.genres,
    created_at: rows[i]?.created_at as string,
    user_id: s.owner.id,
  }));
}
