import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceDatabases, startTestStack } from '../../test/stack-harness.ts';
import type { RunningStack } from '../stack.ts';

/**
 * Bodies a stranger can send to /auth/v1 and /rest/v1 that are not JSON, nested 5000 deep, or far
 * larger than allowed (docs/architecture.md#limits-and-headers). Each gets a 4xx with a JSON reason
 * the client can read while it is still sending (no connection reset), and nothing is written.
 */
interface RawReply {
  status: number;
  body: Record<string, unknown>;
  error?: string;
}

/** Sends the body in 64 KiB pieces, as a browser uploads, and reads whatever answer comes. */
function post(url: string, headers: Record<string, string>, body: Buffer): Promise<RawReply> {
  const target = new URL(url);
  return new Promise((resolve) => {
    const req = request({
      host: '127.0.0.1',
      port: target.port,
      path: target.pathname + target.search,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(body.length), ...headers },
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let parsed: Record<string, unknown> = {};
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = { unparsable: text };
        }
        resolve({ status: res.statusCode ?? 0, body: parsed });
      });
      res.on('error', (e) => resolve({ status: res.statusCode ?? 0, body: {}, error: e.message }));
    });
    req.on('error', (e) => resolve({ status: 0, body: {}, error: (e as NodeJS.ErrnoException).code }));
    (async () => {
      for (let at = 0; at < body.length; at += 64 * 1024) {
        if (!req.write(body.subarray(at, at + 64 * 1024))) await new Promise((r) => req.once('drain', r));
      }
      req.end();
    })().catch(() => {});
  });
}

const deep = (n: number) => Buffer.from(`${'['.repeat(n)}1${']'.repeat(n)}`);
const deepObject = (n: number, key: string) => Buffer.from(`${`{"${key}":`.repeat(n)}1${'}'.repeat(n)}`);

describe.each(serviceDatabases)('request bodies on %s', (kind) => {
  let stack: RunningStack;
  beforeAll(async () => {
    stack = await startTestStack(kind);
  });
  afterAll(() => stack?.close());

  const authCall = (path: string, body: Buffer) =>
    post(
      `${stack.url}/auth/v1${path}`,
      { apikey: stack.keys.anonKey, 'x-supabase-api-version': '2024-01-01' },
      body,
    );
  const restCall = (path: string, body: Buffer) =>
    post(
      `${stack.url}/rest/v1${path}`,
      { apikey: stack.keys.anonKey, authorization: `Bearer ${stack.keys.anonKey}` },
      body,
    );
  const users = async () =>
    Number((await stack.db.query<{ n: string }>('select count(*) as n from auth.users')).rows[0]?.n);
  const plays = async () =>
    Number((await stack.db.query<{ n: string }>('select count(*) as n from public.plays')).rows[0]?.n);

  const bodies: Array<[string, Buffer]> = [
    ['malformed', Buffer.from('{"email": "a@example.test", ')],
    ['not JSON at all', Buffer.from('\u0000\u0001binary')],
    ['5000-deep array', deep(5000)],
    [
      '5000-deep object under data',
      Buffer.from(`{"email":"deep@example.test","password":"correct horse","data":${deepObject(5000, 'a')}}`),
    ],
    ['100 000-deep array', deep(100_000)],
    [
      '2 MiB',
      Buffer.from(JSON.stringify({ email: 'big@example.test', password: 'x'.repeat(2 * 1024 * 1024) })),
    ],
    ['60 MiB', Buffer.alloc(60 * 1024 * 1024, 0x20)],
  ];

  it.each(bodies)('/auth/v1 answers a %s body with a 4xx and a reason', async (_label, body) => {
    const before = await users();
    for (const path of ['/signup', '/token?grant_type=password', '/recover', '/otp', '/verify']) {
      const reply = await authCall(path, body);
      expect(reply.error, path).toBeUndefined();
      expect(reply.status, path).toBeGreaterThanOrEqual(400);
      expect(reply.status, path).toBeLessThan(500);
      expect(typeof reply.body.message, path).toBe('string');
      expect(reply.body.code, path).toBeTruthy();
    }
    expect(await users()).toBe(before);
  });

  it.each(bodies)('/rest/v1 answers a %s body with a 4xx and a reason', async (_label, body) => {
    const before = await plays();
    for (const path of ['/plays', '/rpc/record_play']) {
      const reply = await restCall(path, body);
      expect(reply.error, path).toBeUndefined();
      expect(reply.status, path).toBeGreaterThanOrEqual(400);
      expect(reply.status, path).toBeLessThan(500);
      expect(typeof reply.body.message, path).toBe('string');
    }
    expect(await plays()).toBe(before);
  });
});
