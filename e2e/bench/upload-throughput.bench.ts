/**
 * Upload throughput in the browser (issues 9 and 19): a 1 GiB WAV through the /upload page's Uppy
 * Dashboard (Uppy + tus, 6 MiB chunks) over loopback, against tus-js-client alone (the library
 * Uppy's tus plugin drives) uploading the same file from the same page, to the same stack, in
 * the same run; and a bare one-PATCH tus client from Node, the storage benchmark's raw figure.
 * A benchmark, not a test: it prints figures (goal: the Dashboard ≥ 90 % of tus-js-client) and
 * only fails when an upload does not complete.
 *
 *   pnpm build && pnpm bench:upload
 */
import { execFileSync } from 'node:child_process';
import { createReadStream, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page, test } from '@playwright/test';
import { bigWav } from '../data/upload-fixtures.ts';
import { type Member, signInAsNewMember } from '../data/upload-member.ts';
import { UploadPage } from '../pages/upload-page.ts';

const GiB = 1024 ** 3;
const CHUNK = 6 * 1024 * 1024;
const mbps = (bytes: number, ms: number) => bytes / 1e6 / (ms / 1000);
/** Every contender meets the same disk: the previous gigabyte's dirty pages are written first. */
const settleDisk = () => execFileSync('sync');
const tusBundle = createRequire(import.meta.url).resolve('tus-js-client/dist/tus.min.js');

async function anonKey(base: string) {
  return ((await (await fetch(`${base}/config.json`)).json()) as { supabaseAnonKey: string }).supabaseAnonKey;
}

/** A bare tus 1.0 client in Node: create, then the whole file in one PATCH. */
async function rawTus(base: string, member: Member, file: string): Promise<number> {
  const size = statSync(file).size;
  const key = await anonKey(base);
  const auth = { authorization: `Bearer ${member.accessToken}`, apikey: key, 'tus-resumable': '1.0.0' };
  const start = performance.now();
  const created = await fetch(`${base}/storage/v1/upload/resumable`, {
    method: 'POST',
    headers: {
      ...auth,
      'upload-length': String(size),
      'upload-metadata': tusMetadata(`${crypto.randomUUID()}.wav`),
    },
  });
  expect(created.status).toBe(201);
  const res = await fetch(created.headers.get('location') ?? '', {
    method: 'PATCH',
    headers: { ...auth, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    body: createReadStream(file) as unknown as BodyInit,
    duplex: 'half',
  } as RequestInit);
  expect(res.status).toBe(204);
  return performance.now() - start;
}

function tusMetadata(objectName: string) {
  return Object.entries({ bucketName: 'audio', objectName, contentType: 'audio/wav', cacheControl: '3600' })
    .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
    .join(',');
}

/** tus-js-client alone in the page: the same file, chunk size and endpoint as the Dashboard's. */
async function tusJsClientInPage(page: Page, base: string, member: Member, file: string): Promise<number> {
  if (!(await page.evaluate(() => 'tus' in window))) await page.addScriptTag({ path: tusBundle });
  await page.evaluate(() => {
    document.getElementById('bench-file')?.remove();
    const input = document.createElement('input');
    input.type = 'file';
    input.id = 'bench-file';
    input.hidden = true;
    document.body.append(input);
  });
  await page.setInputFiles('#bench-file', file);
  const key = await anonKey(base);
  return page.evaluate(
    ({ endpoint, headers, chunkSize, objectName }) =>
      new Promise<number>((resolve, reject) => {
        const chosen = (document.getElementById('bench-file') as HTMLInputElement).files?.[0];
        if (!chosen) return reject(new Error('no file'));
        const tus = (
          window as unknown as { tus: { Upload: new (file: File, options: object) => { start(): void } } }
        ).tus;
        const start = performance.now();
        new tus.Upload(chosen, {
          endpoint,
          chunkSize,
          headers,
          metadata: { bucketName: 'audio', objectName, contentType: 'audio/wav', cacheControl: '3600' },
          storeFingerprintForResuming: false,
          onError: reject,
          onSuccess: () => resolve(performance.now() - start),
        }).start();
      }),
    {
      endpoint: `${base}/storage/v1/upload/resumable`,
      headers: { authorization: `Bearer ${member.accessToken}`, apikey: key, 'x-upsert': 'true' },
      chunkSize: CHUNK,
      objectName: `${crypto.randomUUID()}.wav`,
    },
  );
}

// The site's CSP allows its own scripts only; the reference client is injected by the benchmark.
test.use({ bypassCSP: true });

test('upload throughput: the Dashboard vs tus-js-client in the same page, 1 GiB over loopback', async ({
  page,
  baseURL,
}) => {
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
  // The reference runs before and after the Dashboard, so neither side always meets the disk
  // still writing back the previous gigabyte; the better of its two runs is the reference.
  settleDisk();
  const before = await tusJsClientInPage(page, base, member, file);
  settleDisk();
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

  settleDisk();
  const after = await tusJsClientInPage(page, base, member, file);
  settleDisk();
  const inPage = Math.min(before, after);
  const single = await rawTus(base, member, file);

  const line = (label: string, ms: number) =>
    `  ${label.padEnd(48)} ${mbps(size, ms).toFixed(0).padStart(5)} MB/s  (${(ms / 1000).toFixed(2)} s)`;
  console.log(
    [
      `upload throughput, ${(size / GiB).toFixed(2)} GiB WAV over loopback (same stack, same run)`,
      line('Dashboard, tus transfer (first → last request)', transfer),
      line('Dashboard, click → track page', total),
      line('tus-js-client in the same page, before', before),
      line('tus-js-client in the same page, after', after),
      line('Node bare tus client, one PATCH (storage raw)', single),
      `  Dashboard transfer / tus-js-client in page: ${((100 * inPage) / transfer).toFixed(0)} % (goal ≥ 90 %)`,
      `  Dashboard click → track page / tus-js-client in page: ${((100 * inPage) / total).toFixed(0)} %`,
      `  load average: ${(await import('node:os'))
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    ].join('\n'),
  );
});
