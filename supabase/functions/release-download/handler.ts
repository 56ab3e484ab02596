/**
 * GET /functions/v1/release-download/{release id}: the whole release as one ZIP of its original
 * files, stored as uploaded (not recompressed), named "NN - Title.ext" in release order ("D-NN" on
 * several discs), then SHA256SUMS (the checksums the analysis stored for each file, in
 * `sha256sum -c` form) and, for a Creative Commons release, LICENSE.txt with the attribution.
 *
 * Assembled here, in the function, as it streams: each file is read from Storage only when the
 * ZIP reaches it and passes through in chunks (client-zip writes the headers, CRC-32 and ZIP64
 * records around them), so the first byte leaves at once and memory stays flat whatever the
 * release weighs. A function and not the browser, because a browser cannot stream a download it
 * builds itself without a service worker, and not the storage server, because a hosted project's
 * Storage only serves objects: the same code is the hosted Edge Function (index.ts). Hosted Edge
 * Functions stop after their wall-clock limit (150 s on the free plan, 400 s on paid ones), which
 * bounds the release size there by the bandwidth (docs/product.md#download-release).
 *
 * Who may download is row level security's answer to the caller (their token, else anon): the
 * release and every track must be readable, and every track's owner must allow downloads.
 * Storage is then read with the service role, so it works the same with a private bucket.
 */
import { makeZip } from 'client-zip';
import type { FunctionEnv, FunctionHandler } from '../_shared/function-env.ts';
import { licenceOf, licenceText } from '../_shared/licences.ts';
import { displayName, isTrackId } from '../_shared/track-summary.ts';

const BUCKET = 'audio';

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, apikey, content-type, x-client-info',
  'access-control-allow-methods': 'GET, HEAD, OPTIONS',
  'access-control-expose-headers': 'content-disposition',
};

interface ReleaseRow {
  id: string;
  title: string;
  licence: string;
  created_at: string;
  profiles: { username: string | null; email: string | null } | null;
  release_tracks: {
    disc_number: number;
    position: number;
    audio_files: {
      id: string;
      title: string;
      file_path: string;
      original_filename: string | null;
      download_allowed: boolean;
      licence: string;
      created_at: string;
      track_analyses: { sha256: string | null } | null;
    } | null;
  }[];
}

const SELECT =
  'id,title,licence,created_at,profiles!releases_user_id_fkey(username,email),release_tracks(disc_number,position,audio_files(id,title,file_path,original_filename,download_allowed,licence,created_at,track_analyses(sha256)))';

const answer = (status: number, message: string) =>
  new Response(JSON.stringify({ message }), {
    status,
    headers: { ...CORS, 'content-type': 'application/json; charset=utf-8' },
  });

/** A title as a file name on every system: no path separators, reserved or control characters. */
export function fileSafe(text: string): string {
  const safe = text
    .replace(/[\p{Cc}/\\:*?"<>|]+/gu, '_')
    .replace(/^[\s.]+|[\s.]+$/g, '')
    .slice(0, 120);
  return safe || 'Untitled';
}

const extensionOf = (name: string) => /\.[A-Za-z0-9]{1,5}$/.exec(name)?.[0].toLowerCase() ?? '';

/** "03 - Title.flac", or "2-03 - Title.flac" on a release of several discs. */
export function entryName(
  entry: { disc: number; position: number; title: string; file: string },
  discs: number,
) {
  const place = `${discs > 1 ? `${entry.disc}-` : ''}${String(entry.position).padStart(2, '0')}`;
  return `${place} - ${fileSafe(entry.title)}${extensionOf(entry.file)}`;
}

export function createHandler(env: FunctionEnv): FunctionHandler {
  return async (req) => {
    if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS });
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return new Response(JSON.stringify({ message: `${req.method} is not allowed` }), {
        status: 405,
        headers: { ...CORS, allow: 'GET, HEAD, OPTIONS', 'content-type': 'application/json' },
      });
    }
    const id = /\/release-download\/([^/]+)\/?$/.exec(new URL(req.url).pathname)?.[1] ?? '';
    if (!isTrackId(id)) return answer(404, 'Release not found');
    const caller = req.headers.get('authorization') ?? `Bearer ${env.SUPABASE_ANON_KEY}`;
    const read = await fetch(`${env.SUPABASE_URL}/rest/v1/releases?id=eq.${id}&select=${SELECT}`, {
      headers: { apikey: env.SUPABASE_ANON_KEY, authorization: caller },
    });
    if (read.status === 401) return answer(401, 'Sign in again to download this release');
    if (!read.ok) throw new Error(`release read answered ${read.status}: ${await read.text()}`);
    const release = ((await read.json()) as ReleaseRow[])[0];
    if (!release) return answer(404, 'Release not found');
    const places = release.release_tracks
      .filter((p) => p.audio_files)
      .sort((a, b) => a.disc_number - b.disc_number || a.position - b.position);
    if (places.length === 0) return answer(409, 'This release has no tracks to download');
    if (places.some((p) => !p.audio_files?.download_allowed))
      return answer(403, 'The artist does not allow downloads of this release');
    if (places.some((p) => !p.audio_files?.track_analyses?.sha256))
      return answer(409, 'The release is still being checked; try again in a minute');

    const discs = new Set(places.map((p) => p.disc_number)).size;
    const artist = displayName(release.profiles) || 'Unknown artist';
    const files = places.map((p) => {
      const track = p.audio_files as NonNullable<(typeof p)['audio_files']>;
      return {
        track,
        name: entryName(
          {
            disc: p.disc_number,
            position: p.position,
            title: track.title,
            file: track.original_filename ?? track.file_path,
          },
          discs,
        ),
      };
    });
    const serviceKey = env.SUPABASE_SERVICE_ROLE_KEY;
    if (!serviceKey) throw new Error('release-download needs SUPABASE_SERVICE_ROLE_KEY');
    const object = (path: string, method: 'GET' | 'HEAD') =>
      fetch(
        `${env.SUPABASE_URL}/storage/v1/object/${BUCKET}/${path.split('/').map(encodeURIComponent).join('/')}`,
        {
          method,
          headers: { apikey: serviceKey, authorization: `Bearer ${serviceKey}` },
        },
      );
    // Every file is there before the first byte goes: a missing one is an answer, not a broken ZIP.
    const present = await Promise.all(files.map((f) => object(f.track.file_path, 'HEAD')));
    const missing = present.findIndex((r) => !r.ok);
    if (missing >= 0) return answer(410, `The file of "${files[missing]?.track.title}" is gone from storage`);

    const licence = licenceOf(release.licence);
    const { title, created_at: made } = release;
    async function* entries() {
      for (const { track, name } of files) {
        const body = await object(track.file_path, 'GET');
        if (!body.ok || !body.body) throw new Error(`storage answered ${body.status} for ${track.file_path}`);
        yield { name, input: body.body, lastModified: new Date(track.created_at) };
      }
      const sums = files.map((f) => `${f.track.track_analyses?.sha256}  ${f.name}\n`).join('');
      yield { name: 'SHA256SUMS', input: sums, lastModified: new Date(made) };
      if (licence.creativeCommons) {
        const tracks = files.map(
          (f) => `${f.name}: "${f.track.title}" by ${artist}, ${licenceOf(f.track.licence).label}`,
        );
        const text = licenceText({ title, artist, licence }, tracks);
        yield { name: 'LICENSE.txt', input: text, lastModified: new Date(made) };
      }
    }
    const zipName = `${fileSafe(artist)} - ${fileSafe(release.title)}.zip`;
    return new Response(req.method === 'HEAD' ? null : makeZip(entries()), {
      headers: {
        ...CORS,
        'content-type': 'application/zip',
        'content-disposition': `attachment; filename="${zipName.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(zipName)}`,
        'cache-control': 'no-store',
      },
    });
  };
}
