/**
 * "Download release" (supabase/functions/release-download): the ZIP a listener gets holds every
 * original file byte for byte, stored, in release order, with SHA256SUMS matching both the stored
 * checksums and the bytes, and LICENSE.txt for a Creative Commons release; refusals are answers
 * with a reason, never a broken ZIP.
 */
import { createHash, randomUUID } from 'node:crypto';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceDatabases, startTestStack, supabaseClient } from '../../test/stack-harness.ts';
import type { RunningStack } from '../stack.ts';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A file of `size` bytes no compressor could shrink much, so "stored" shows in the ZIP's size. */
const noise = (size: number) => Uint8Array.from({ length: size }, () => Math.floor(Math.random() * 256));

describe.each(serviceDatabases)('Download release on %s', (kind) => {
  let stack: RunningStack;
  const owner = randomUUID();
  const uploads: { id: string; title: string; bytes: Uint8Array; name: string }[] = [];
  let releaseId = '';

  const release = async (fields: { licence?: string; visibility?: string } = {}) => {
    const id = randomUUID();
    await stack.db.query(
      `insert into public.releases (id, user_id, title, kind, licence, visibility) values ($1, $2, 'Tide / Tables', 'ep', $3, $4)`,
      [id, owner, fields.licence ?? 'all-rights-reserved', fields.visibility ?? 'public'],
    );
    return id;
  };
  const place = (id: string, trackIds: string[]) =>
    stack.db.query(
      `insert into public.release_tracks (release_id, audio_file_id, position)
       select $1, t, n from unnest($2::uuid[]) with ordinality u(t, n)`,
      [id, trackIds],
    );
  const download = (id: string) => fetch(`${stack.url}/functions/v1/release-download/${id}`);

  beforeAll(async () => {
    stack = await startTestStack(kind);
    await stack.db.exec(`insert into auth.users (id, email) values ('${owner}', 'artist@example.test')`);
    const admin = supabaseClient(stack, stack.keys.serviceRoleKey);
    for (const [title, ext, size] of [
      ['Low: Tide', 'flac', 300_000],
      ['Harbour', 'wav', 200_000],
      ['Undertow', 'flac', 150_000],
    ] as const) {
      const id = randomUUID();
      const bytes = noise(size);
      const path = `${randomUUID()}.${ext}`;
      const stored = await admin.storage.from('audio').upload(path, bytes, { contentType: 'audio/flac' });
      if (stored.error) throw stored.error;
      await stack.db.query(
        `insert into public.audio_files (id, title, file_path, user_id, genres, download_allowed, original_filename)
         values ($1, $2, $3, $4, '{}', true, $5)`,
        [id, title, path, owner, `${title}.${ext}`],
      );
      await stack.db.query(
        `insert into public.track_analyses (audio_file_id, status, sha256) values ($1, 'done', $2)
         on conflict (audio_file_id) do update set status = 'done', sha256 = excluded.sha256`,
        [id, sha256(bytes)],
      );
      uploads.push({ id, title, bytes, name: `${title}.${ext}` });
    }
    releaseId = await release({ licence: 'cc-by-sa-4.0' });
    // release order: Harbour, Low: Tide, Undertow
    await place(releaseId, [uploads[1]?.id, uploads[0]?.id, uploads[2]?.id] as string[]);
  }, 60_000);
  afterAll(() => stack?.close());

  it('streams every original byte for byte, stored, in release order, with SHA256SUMS and LICENSE.txt', async () => {
    const response = await download(releaseId);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toContain('filename="artist - Tide _ Tables.zip"');
    const zip = new Uint8Array(await response.arrayBuffer());
    const files = unzipSync(zip);
    const inOrder = [uploads[1], uploads[0], uploads[2]] as (typeof uploads)[number][];
    const names = inOrder.map(
      (u, i) => `0${i + 1} - ${u.title.replace(':', '_')}.${u.name.split('.').pop()}`,
    );
    expect(Object.keys(files)).toEqual([...names, 'SHA256SUMS', 'LICENSE.txt']);
    inOrder.forEach((u, i) => {
      expect(sha256(files[names[i] as string] as Uint8Array)).toBe(sha256(u.bytes));
    });
    // stored, not recompressed: the ZIP is the files and a few hundred bytes of headers each
    const total = uploads.reduce((sum, u) => sum + u.bytes.length, 0);
    expect(zip.length - total).toBeLessThan(2_000);
    const sums = new TextDecoder().decode(files.SHA256SUMS);
    expect(sums).toBe(inOrder.map((u, i) => `${sha256(u.bytes)}  ${names[i]}\n`).join(''));
    const licence = new TextDecoder().decode(files['LICENSE.txt']);
    expect(licence).toContain('"Tide / Tables" by artist is licensed under CC BY-SA 4.0.');
    expect(licence).toContain('https://creativecommons.org/licenses/by-sa/4.0/');
  });

  it('leaves LICENSE.txt out of an all-rights-reserved release', async () => {
    const id = await release();
    await stack.db.query(`delete from public.release_tracks where release_id = $1`, [releaseId]);
    await place(id, [uploads[0]?.id as string]);
    const files = unzipSync(new Uint8Array(await (await download(id)).arrayBuffer()));
    expect(Object.keys(files)).toEqual(['01 - Low_ Tide.flac', 'SHA256SUMS']);
    await stack.db.query(`delete from public.release_tracks where release_id = $1`, [id]);
    await place(releaseId, [uploads[1]?.id, uploads[0]?.id, uploads[2]?.id] as string[]);
  });

  it('refuses with a reason: unknown, hidden, downloads not allowed, not yet checked', async () => {
    const reason = async (id: string) => {
      const response = await download(id);
      return [response.status, ((await response.json()) as { message: string }).message];
    };
    expect(await reason('nope')).toEqual([404, 'Release not found']);
    expect(await reason(randomUUID())).toEqual([404, 'Release not found']);
    const hidden = await release({ visibility: 'private' });
    expect(await reason(hidden)).toEqual([404, 'Release not found']);

    await stack.db.query(`update public.audio_files set download_allowed = false where id = $1`, [
      uploads[2]?.id,
    ]);
    expect(await reason(releaseId)).toEqual([403, 'The artist does not allow downloads of this release']);
    await stack.db.query(`update public.audio_files set download_allowed = true where id = $1`, [
      uploads[2]?.id,
    ]);

    await stack.db.query(`update public.track_analyses set sha256 = null where audio_file_id = $1`, [
      uploads[2]?.id,
    ]);
    expect(await reason(releaseId)).toEqual([
      409,
      'The release is still being checked; try again in a minute',
    ]);
    await stack.db.query(`update public.track_analyses set sha256 = $2 where audio_file_id = $1`, [
      uploads[2]?.id,
      sha256(uploads[2]?.bytes as Uint8Array),
    ]);
    const post = await fetch(`${stack.url}/functions/v1/release-download/${releaseId}`, { method: 'POST' });
    expect(post.status).toBe(405);
  });
});
