/**
 * Every function of supabase/functions as a hosted project runs it: its own index.ts under Deno
 * (the npm `deno` binary: Supabase's Edge Runtime is Deno), given the environment the local stack
 * gives it, answers each request exactly as the stack's /functions/v1 does. So the built first-view
 * bundles, the npm import of release-download and every handler are known to run outside Node.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../test/community.ts';
import { serviceDatabases, startTestStack } from '../../test/stack-harness.ts';
import { ffmpegFixture } from '../../test/storage-fixtures.ts';
import type { RunningStack } from '../stack.ts';
import { FUNCTIONS, stackFunctionEnv } from './create-functions.ts';

const functionsDir = fileURLToPath(new URL('../../../supabase/functions/', import.meta.url));
const deno: string = createRequire(import.meta.url)('deno/install_api.cjs').runInstall();
/** npm: imports come from the registry npm itself is configured with */
const registry = execFileSync('npm', ['config', 'get', 'registry'], { encoding: 'utf8' }).trim();

/** Starts supabase/functions/{name}/index.ts under Deno on a free loopback port; answers its origin. */
async function serveOnDeno(
  name: string,
  env: Record<string, string>,
): Promise<{ origin: string; child: ChildProcess }> {
  const config = join(functionsDir, name, 'deno.json');
  const child = spawn(
    deno,
    [
      'run',
      '--allow-net',
      '--allow-env',
      ...(existsSync(config) ? ['--config', config] : ['--no-config']),
      join(functionsDir, name, 'index.ts'),
    ],
    {
      env: {
        ...process.env,
        NPM_CONFIG_REGISTRY: registry,
        DENO_DIR: join(functionsDir, '../../node_modules/.cache/deno'),
        DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0',
        NO_COLOR: '1',
        ...env,
      },
    },
  );
  let output = '';
  const origin = await new Promise<string>((resolve, reject) => {
    const listen = (chunk: Buffer) => {
      output += chunk;
      const found = /Listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (found) resolve(found[1] as string);
    };
    child.stdout?.on('data', listen);
    child.stderr?.on('data', listen);
    child.on('exit', (code) => reject(new Error(`deno ${name} exited (${code}):\n${output}`)));
  });
  return { origin, child };
}

interface Call {
  path: string;
  init?: RequestInit;
}

describe.each(serviceDatabases)('the functions on Deno, against the stack on %s', (kind) => {
  let stack: RunningStack;
  let siteDir: string;
  const previousSiteDir = process.env.HIFI_SITE_DIR;
  const running: ChildProcess[] = [];
  const origins = new Map<string, string>();
  let calls: Record<string, Call[]>;

  beforeAll(async () => {
    siteDir = await mkdtemp(join(tmpdir(), 'hifi-site-'));
    await mkdir(join(siteDir, 'shell'), { recursive: true });
    await writeFile(
      join(siteDir, 'shell', 'index.html'),
      '<!doctype html><html><head><meta charset="utf-8"><title>HiFi Audio</title>' +
        '<script defer src="/static/js/index.js"></script></head><body><div id="root"></div></body></html>',
    );
    process.env.HIFI_SITE_DIR = siteDir;
    stack = await startTestStack(kind);
    const member = await createTestUser(stack, 'deno-member');
    const owner = member.id;
    const trackId = randomUUID();
    await stack.db.query(
      `insert into public.audio_files (id, title, description, file_path, user_id, genres, likes_count, codec, sample_rate, bit_depth, duration)
       values ($1, 'Tape <Echo> & "Friends"', 'Recorded on Deno', $2, $3, '{Jazz}', 7, 'flac', 96000, 24, 61)`,
      [trackId, `${randomUUID()}.flac`, owner],
    );
    // a real upload for verify-upload to read (its answer does not change when read twice)
    const flac = `${randomUUID()}.flac`;
    const bytes = await readFile(await ffmpegFixture(siteDir, 'take.flac', ['-ar', '96000', '-c:a', 'flac']));
    const uploaded = await member.client.storage
      .from('audio')
      .upload(flac, bytes, { contentType: 'audio/flac' });
    expect(uploaded.error).toBeNull();
    const asMember = { apikey: stack.keys.anonKey, authorization: `Bearer ${member.token}` };
    calls = {
      oembed: [
        { path: `/oembed?url=${encodeURIComponent(`${stack.url}/audio/${trackId}`)}&format=json` },
        { path: '/oembed?url=not-a-url' },
      ],
      'link-preview': [
        { path: `/link-preview/audio/${trackId}` },
        { path: `/link-preview/audio/${randomUUID()}` },
      ],
      'first-view': [{ path: '/first-view/discover' }],
      'verify-upload': [
        {
          path: '/verify-upload',
          init: { method: 'POST', headers: asMember, body: JSON.stringify({ path: flac }) },
        },
        {
          path: '/verify-upload',
          init: { method: 'POST', headers: asMember, body: JSON.stringify({ path: `${randomUUID()}.flac` }) },
        },
        { path: '/verify-upload', init: { method: 'POST', body: 'not json' } },
      ],
      'client-errors': [
        {
          path: '/client-errors',
          init: { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"remote":' },
        },
      ],
      'release-download': [{ path: `/release-download/${randomUUID()}` }, { path: '/release-download/nope' }],
    };
    const env = Object.fromEntries(
      Object.entries(stackFunctionEnv(stack.context)).filter(
        (entry): entry is [string, string] => !!entry[1],
      ),
    );
    await Promise.all(
      Object.keys(FUNCTIONS).map(async (name) => {
        const served = await serveOnDeno(name, env);
        running.push(served.child);
        origins.set(name, served.origin);
      }),
    );
  }, 120_000);
  afterAll(async () => {
    for (const child of running) child.kill();
    if (previousSiteDir === undefined) delete process.env.HIFI_SITE_DIR;
    else process.env.HIFI_SITE_DIR = previousSiteDir;
    await stack?.close();
    await rm(siteDir, { recursive: true, force: true });
  });

  it('covers every function the stack serves', () => {
    expect(Object.keys(calls).sort()).toEqual(Object.keys(FUNCTIONS).sort());
  });

  it.each(Object.keys(FUNCTIONS))('%s answers on Deno as it does in the stack', async (name) => {
    for (const { path, init } of calls[name] ?? []) {
      const onDeno = await fetch(`${origins.get(name)}${path}`, init);
      const inStack = await fetch(`${stack.url}/functions/v1${path}`, init);
      const answer = async (response: Response) => ({
        status: response.status,
        type: response.headers.get('content-type'),
        body: await response.text(),
      });
      const [deno, node] = await Promise.all([answer(onDeno), answer(inStack)]);
      expect(deno, `${name} ${path}`).toEqual(node);
    }
  });

  it('renders the first view on Deno: the track is in the HTML', async () => {
    const html = await (await fetch(`${origins.get('first-view')}/first-view/discover`)).text();
    expect(html).toContain('<div id="hifi-first-view" data-path="/discover">');
    expect(html).toContain('Tape &lt;Echo&gt; &amp; &quot;Friends&quot;');
  });
});
