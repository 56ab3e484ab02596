/**
 * Real, playable tracks for the player and embed journeys: audio made here with sox/ffmpeg,
 * uploaded through /storage/v1 as its owner and read by the verify-upload function (which checks
 * it is lossless and records the technical columns), then the audio_files row inserted as a seed
 * would (service role).
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { type CommunityMember, serviceRoleKey } from './discover-community.ts';
import { verifyUpload } from './verify-upload.ts';

export type PlayableFormat = 'flac' | 'wav' | 'alac';

const dir = join(tmpdir(), `hifi-player-fixtures-${process.pid}`);
mkdirSync(dir, { recursive: true });

/** A tone sweep long enough to watch time advance, seek and navigate while it plays. */
export function makeAudio(format: PlayableFormat, seconds = 40): { path: string; ext: string; type: string } {
  const tone = ['-n', '-c', '2'];
  if (format === 'flac') {
    const path = join(dir, `t-${randomUUID()}.flac`);
    execFileSync('sox', [
      ...tone,
      '-r',
      '96000',
      '-b',
      '24',
      path,
      'synth',
      String(seconds),
      'sine',
      '220-880',
      'vol',
      '0.3',
    ]);
    return { path, ext: 'flac', type: 'audio/flac' };
  }
  if (format === 'wav') {
    const path = join(dir, `t-${randomUUID()}.wav`);
    execFileSync('sox', [
      ...tone,
      '-r',
      '44100',
      '-b',
      '16',
      path,
      'synth',
      String(seconds),
      'sine',
      '330-660',
      'vol',
      '0.3',
    ]);
    return { path, ext: 'wav', type: 'audio/wav' };
  }
  const path = join(dir, `t-${randomUUID()}.m4a`);
  execFileSync('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:duration=${seconds}:sample_rate=48000`,
    '-ac',
    '2',
    '-c:a',
    'alac',
    '-sample_fmt',
    's32p',
    '-bits_per_raw_sample',
    '24',
    path,
  ]);
  return { path, ext: 'm4a', type: 'audio/mp4' };
}

export interface PlayableTrack {
  id: string;
  title: string;
  filePath: string;
  format: PlayableFormat;
}

export async function uploadTrack(
  baseURL: string,
  owner: CommunityMember,
  title: string,
  format: PlayableFormat,
  seconds?: number,
): Promise<PlayableTrack> {
  return { ...(await uploadAudioFile(baseURL, owner, title, makeAudio(format, seconds))), format };
}

/** Stores a made audio file in the 'audio' bucket as its owner; returns the object's name. */
export async function storeAudioObject(
  baseURL: string,
  owner: CommunityMember,
  audio: { path: string; ext: string; type: string },
): Promise<string> {
  const filePath = `${randomUUID()}.${audio.ext}`;
  const { supabaseAnonKey } = (await (await fetch(`${baseURL}/config.json`)).json()) as {
    supabaseAnonKey: string;
  };
  const upload = await fetch(`${baseURL}/storage/v1/object/audio/${filePath}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${owner.session.access_token as string}`,
      apikey: supabaseAnonKey,
      'content-type': audio.type,
    },
    body: readFileSync(audio.path),
  });
  if (!upload.ok) throw new Error(`upload answered ${upload.status}: ${await upload.text()}`);
  // A track may only name a verified object (supabase/functions/verify-upload).
  await verifyUpload(baseURL, owner.session.access_token as string, filePath);
  return filePath;
}

/** Uploads a made audio file as its owner and inserts its track row (service role, as a seed). */
export async function uploadAudioFile(
  baseURL: string,
  owner: CommunityMember,
  title: string,
  audio: { path: string; ext: string; type: string },
): Promise<{ id: string; title: string; filePath: string }> {
  const filePath = await storeAudioObject(baseURL, owner, audio);
  const key = await serviceRoleKey();
  const insert = await fetch(`${baseURL}/rest/v1/audio_files`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${key}`,
      apikey: key,
      'content-type': 'application/json',
      prefer: 'return=representation',
    },
    body: JSON.stringify({ title, file_path: filePath, user_id: owner.id, genres: ['Test'] }),
  });
  if (!insert.ok) throw new Error(`insert answered ${insert.status}: ${await insert.text()}`);
  const [row] = (await insert.json()) as { id: string }[];
  return { id: row?.id as string, title, filePath };
}

/** How many plays rows the track has (service role: every row, whoever played). */
export async function playCount(baseURL: string, trackId: string): Promise<number> {
  const key = await serviceRoleKey();
  const res = await fetch(`${baseURL}/rest/v1/plays?audio_file_id=eq.${trackId}&select=id`, {
    headers: { authorization: `Bearer ${key}`, apikey: key },
  });
  return ((await res.json()) as unknown[]).length;
}

/** The page's one player <audio> element, as the listener's ears would know it. */
export function playerAudio(page: Page) {
  return page.getByTestId('player-audio');
}

export async function audioState(page: Page, testId = 'player-audio') {
  return page.getByTestId(testId).evaluate((el) => {
    const audio = el as HTMLAudioElement;
    return { time: audio.currentTime, paused: audio.paused, duration: audio.duration, src: audio.currentSrc };
  });
}
