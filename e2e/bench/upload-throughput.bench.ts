/**
 * Upload throughput in the browser (issue 9): a 1 GiB WAV through the /upload page (Uppy + tus,
 * 6 MiB chunks) over loopback, printed beside the raw figure of the storage benchmark measured
 * in the same run against the same stack: the same file sent by a bare tus client from Node,
 * once in 6 MiB chunks (what the page does) and once as one PATCH. A benchmark, not a test: it
 * prints figures and only fails when an upload does not complete.
 *
 *   pnpm build && pnpm bench:upload
 */
import { createReadStream, statSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { bigWav } from '../data/upload-fixtures.ts';
import { type Member, signInAsNewMember } from '../data/upload-member.ts';
import { UploadPage } from '../pages/upload-page.ts';

const GiB = 1024 ** 3;
const CHUNK = 6 * 1024 * 1024;
const mbps = (bytes: number, ms: number) => bytes / 1e6 / (ms / 1000);

async function anonKey(base: string) {
  return ((await (await fetch(`${base}/config.json`)).json()) as { supabaseAnonKey: string }).supabaseAnonKey;
}

/** A bare tus 1.0 client: create, then PATCH the file in `chunk`-byte requests (Infinity: one request). */
async function rawTus(base: string, member: Member, file: string, chunk: number): Promise<number> {
  const size = statSync(file).size;
  const key = await anonKey(base);
  const auth = { authorization: `Bearer ${member.accessToken}`, apikey: key, 'tus-resumable': '1.0.0' };
  const meta = {
    bucketName: 'audio',
    objectName: `${crypto.randomUUID()}.wav`,
    contentType: 'audio/wav',
    cacheControl: '3600',
  };
  const start = performance.now();
  const created = await fetch(`${base}/storage/v1/upload/resumable`, {
    method: 'POST',
    headers: {
      ...auth,
      'upload-length': String(size),
      'upload-metadata': Object.entries(meta)
        .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
        .join(','),
    },
  });
  expect(created.status).toBe(201);
  const location = created.headers.get('location') ?? '';
  if (chunk === Number.POSITIVE_INFINITY) {
    const res = await fetch(location, {
      method: 'PATCH',
      headers: { ...auth, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      body: createReadStream(file) as unknown as BodyInit,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(204);
  } else {
    const handle = await open(file);
    const buffer = Buffer.alloc(chunk);
    try {
      for (let offset = 0; offset < size; ) {
        const { bytesRead } = await handle.read(buffer, 0, Math.min(chunk, size - offset), offset);
        const res = await fetch(location, {
          method: 'PATCH',
          headers: {
            ...auth,
            'upload-offset': String(offset),
            'content-type': 'application/offset+octet-stream',
          },
          body: buffer.subarray(0, bytesRead),
        });
        expect(res.status).toBe(204);
        offset += bytesRead;
      }
    } finally {
      await handle.close();
    }
  }
  return performance.now() - start;
}

test('upload throughput: the page vs a bare tus client, 1 GiB over loopback', async ({ page, baseURL }) => {
  const base = baseURL ?? '';
  const file = bigWav(GiB, 'bench-1gib.wav');
  const size = statSync(file).size;
  const member = await signInAsNewMember(page, base, 'bench');

  // Warm the page cache for every contender alike.
  for await (const _ of createReadStream(file, { highWaterMark: 16 * 1024 * 1024 })) {
    // read through
  }

  const upload = new UploadPage(page);
  await upload.goto();
  await upload.fill({ title: 'Benchmark', file });
  let firstRequest = 0;
  let lastPatch = 0;
  page.on('request', (r) => {
    if (!firstRequest && r.url().includes('/storage/v1/upload/resumable')) firstRequest = performance.now();
  });
  page.on('requestfinished', (r) => {
    if (r.method() === 'PATCH' && r.url().includes('/storage/v1/upload/resumable'))
      lastPatch = performance.now();
  });
  const clicked = performance.now();
  await upload.submit.click();
  await page.waitForURL(/\/audio\/[0-9a-f-]{36}$/, { timeout: 540_000 });
  const total = performance.now() - clicked;
  const transfer = lastPatch - firstRequest;

  const chunked = await rawTus(base, member, file, CHUNK);
  const single = await rawTus(base, member, file, Number.POSITIVE_INFINITY);

  const line = (label: string, ms: number) =>
    `  ${label.padEnd(44)} ${mbps(size, ms).toFixed(0).padStart(5)} MB/s  (${(ms / 1000).toFixed(2)} s)`;
  console.log(
    [
      `upload throughput, ${(size / GiB).toFixed(2)} GiB WAV over loopback (same stack, same run)`,
      line('browser page, tus transfer (first → last req)', transfer),
      line('browser page, click → track page', total),
      line('raw tus client, 6 MiB chunks (reference)', chunked),
      line('raw tus client, one PATCH (storage bench raw)', single),
      `  page transfer / raw 6 MiB chunks: ${((100 * chunked) / transfer).toFixed(0)} %; / raw one PATCH: ${((100 * single) / transfer).toFixed(0)} %`,
      `  load average: ${(await import('node:os'))
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    ].join('\n'),
  );
});
