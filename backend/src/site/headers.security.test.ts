import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, insertTracks } from '../../test/community.ts';
import { sendFrom } from '../../test/from-address.ts';
import { startTestStack } from '../../test/stack-harness.ts';
import type { RunningStack } from '../stack.ts';

/**
 * Headers as a stranger's browser sees them (docs/architecture.md#limits-and-headers): every page
 * carries a CSP with no inline or eval'd script and may not be framed, except the embed player,
 * which any site may frame; and X-Forwarded-* change nothing unless TRUST_PROXY says a proxy
 * wrote them.
 */
let dir: string;
const savedEnv = { ...process.env };
const REMOTE_ORIGIN = 'https://remotes.example.test';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'hifi-headers-'));
  await mkdir(join(dir, 'shell/static/js'), { recursive: true });
  await mkdir(join(dir, 'remotes/mf-embed'), { recursive: true });
  await writeFile(join(dir, 'shell/index.html'), '<!doctype html><head></head><div id="root"></div>');
  await writeFile(join(dir, 'shell/static/js/index.0123456789.js'), 'console.log(1)');
  await writeFile(join(dir, 'remotes/mf-embed/index.html'), '<!doctype html><div id="root"></div>');
  process.env.HIFI_SITE_DIR = dir;
  // One remote deployed on another origin: its scripts must be allowed, nothing else's.
  process.env.HIFI_REMOTES = JSON.stringify({
    mf_discover: `${REMOTE_ORIGIN}/mf-discover/mf-manifest.json`,
    mf_embed: '/remotes/mf-embed/mf-manifest.json',
  });
  process.env.HIFI_REMOTES_FILE = '';
});
afterAll(async () => {
  process.env = savedEnv;
  await rm(dir, { recursive: true, force: true });
});

const directives = (csp: string | null) =>
  new Map(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/) as [string, ...string[]])
      .map(([k, ...v]) => [k, v]),
  );

describe('security headers of the site', () => {
  let stack: RunningStack;
  let track: string;
  beforeAll(async () => {
    stack = await startTestStack('pglite');
    const alice = await createTestUser(stack, 'alice');
    [track = ''] = await insertTracks(stack, alice.id, [{ title: 'Framed' }]);
  });
  afterAll(() => stack?.close());

  it('every page has a CSP without inline or eval script, may not be framed, and sends nosniff and a referrer policy', async () => {
    for (const path of [
      '/',
      '/discover',
      '/login',
      '/library',
      `/audio/${track}`,
      '/no/such/page',
      '/remotes/mf-embed/index.html',
    ]) {
      const res = await fetch(`${stack.url}${path}`);
      expect(res.status, path).toBe(200);
      const csp = directives(res.headers.get('content-security-policy'));
      const scripts = csp.get('script-src') ?? [];
      expect(scripts, path).toContain("'self'");
      expect(scripts, path).toContain(REMOTE_ORIGIN);
      for (const bad of ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'blob:'])
        expect(scripts, path).not.toContain(bad);
      expect(csp.get('object-src'), path).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors'), path).toEqual(["'none'"]);
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
    }
    // The track page is the link preview with the track's tags, under the same headers.
    expect(await (await fetch(`${stack.url}/audio/${track}`)).text()).toContain('Framed');
  });

  it('the embed player may be framed by any site', async () => {
    const res = await fetch(`${stack.url}/embed/audio/${track}`);
    expect(res.status).toBe(200);
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp.get('frame-ancestors')).toEqual(['*']);
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(res.headers.get('x-frame-options')).toBeNull();
  });

  it('ignores X-Forwarded-Host and X-Forwarded-For without TRUST_PROXY', async () => {
    const owner = await createTestUser(stack, 'uploader');
    const upload = await fetch(`${stack.url}/storage/v1/upload/resumable`, {
      method: 'POST',
      headers: {
        'tus-resumable': '1.0.0',
        apikey: stack.keys.anonKey,
        authorization: `Bearer ${owner.token}`,
        'upload-length': '100',
        'upload-metadata': `bucketName ${btoa('audio')},objectName ${btoa(`${randomUUID()}.wav`)},contentType ${btoa('audio/wav')}`,
        'x-forwarded-host': 'evil.example.test',
        'x-forwarded-proto': 'https',
        forwarded: 'host=evil.example.test;proto=https',
      },
    });
    expect(upload.status, await upload.clone().text()).toBe(201);
    const location = upload.headers.get('location') ?? '';
    expect(location).not.toContain('evil');
    expect(new URL(location, stack.url).host).toBe(new URL(stack.url).host);

    // A guesser cannot pose as many clients by writing X-Forwarded-For itself.
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await sendFrom('127.0.6.1', `${stack.url}/auth/v1/token?grant_type=password`, {
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
        body: { email: `nobody${i}@example.test`, password: 'wrong guess' },
      });
      statuses.push(res.status);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('behind a proxy (TRUST_PROXY)', () => {
  let stack: RunningStack;
  beforeAll(async () => {
    stack = await startTestStack('pglite', { trustProxy: true });
  });
  afterAll(() => stack?.close());

  it("honours the proxy's X-Forwarded-Host and takes the address it appended as the caller's", async () => {
    const owner = await createTestUser(stack, 'uploader');
    const upload = await fetch(`${stack.url}/storage/v1/upload/resumable`, {
      method: 'POST',
      headers: {
        'tus-resumable': '1.0.0',
        apikey: stack.keys.anonKey,
        authorization: `Bearer ${owner.token}`,
        'upload-length': '100',
        'upload-metadata': `bucketName ${btoa('audio')},objectName ${btoa(`${randomUUID()}.wav`)},contentType ${btoa('audio/wav')}`,
        'x-forwarded-host': 'hifi.example.test',
        'x-forwarded-proto': 'https',
      },
    });
    expect(upload.status, await upload.clone().text()).toBe(201);
    expect(upload.headers.get('location')).toMatch(/^https:\/\/hifi\.example\.test\//);

    // Forty callers behind the proxy, one guess each: none is refused for the others' guesses,
    // and a spoofed first entry does not change who the proxy says is calling.
    for (let i = 0; i < 40; i++) {
      const res = await sendFrom('127.0.6.2', `${stack.url}/auth/v1/token?grant_type=password`, {
        headers: { 'x-forwarded-for': `198.51.100.7, 203.0.113.${i + 1}` },
        body: { email: `nobody${i}@example.test`, password: 'wrong guess' },
      });
      expect(res.status).toBe(400);
    }
  });
});
