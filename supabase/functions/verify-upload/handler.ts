/**
 * POST /functions/v1/verify-upload {"path": "<object name in the audio bucket>"}, called by the
 * member (their session's JWT) once an upload has finished: reads the object's header through
 * Storage with byte ranges (service role), refuses what is not lossless audio — or, for a cover
 * size, not WebP — by removing the object and answering 422 with the site's text, and records
 * what it read (public.record_verified_upload), which the audio_files trigger copies onto the
 * track and an RLS rule requires before a track may name the object. The same code runs on a
 * hosted project and in the local stack (docs/decisions/0008).
 */
import {
  type ByteSource,
  blockCache,
  COVER_NOT_WEBP,
  isWebp,
  type Probe,
  probeAudio,
} from '../_shared/audio-probe.ts';
import type { FunctionEnv, FunctionHandler } from '../_shared/function-env.ts';

const BUCKET = 'audio';
const BLOCK = 64 * 1024;
const AUDIO_NAME = /\.(wav|flac|m4a)$/i;
const COVER_NAME = /^[0-9a-f-]{36}\/covers\/[0-9a-f-]{36}\/(96|600)\.webp$/;

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, apikey, content-type, x-client-info',
  'access-control-allow-methods': 'POST, OPTIONS',
};

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...CORS, ...headers },
  });
}

const problem = (status: number, error: string, message: string) => json(status, { error, message });

const encodePath = (path: string) => path.split('/').map(encodeURIComponent).join('/');

export function createHandler(env: FunctionEnv): FunctionHandler {
  const base = env.SUPABASE_URL;
  const serviceKey = env.SUPABASE_SERVICE_ROLE_KEY ?? '';
  const service = { apikey: serviceKey, authorization: `Bearer ${serviceKey}` };

  /** The caller's user id, asked of Auth with their own token (so it is checked where it was issued). */
  async function caller(req: Request): Promise<{ id: string; authorization: string } | null> {
    const authorization = req.headers.get('authorization') ?? '';
    if (!/^Bearer \S+$/i.test(authorization)) return null;
    const response = await fetch(`${base}/auth/v1/user`, {
      headers: { apikey: env.SUPABASE_ANON_KEY, authorization },
    });
    if (!response.ok) {
      await response.body?.cancel();
      return null;
    }
    const user = (await response.json()) as { id?: string };
    return user.id ? { id: user.id, authorization } : null;
  }

  /** Is the object the caller's: stored by them, or in their folder (public.is_own_object, as them). */
  async function isOwn(path: string, member: { id: string; authorization: string }) {
    const response = await fetch(`${base}/rest/v1/rpc/is_own_object`, {
      method: 'POST',
      headers: {
        apikey: env.SUPABASE_ANON_KEY,
        authorization: member.authorization,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ bucket: BUCKET, object_name: path, member: member.id }),
    });
    if (!response.ok) throw new Error(`is_own_object answered ${response.status}`);
    return (await response.json()) === true;
  }

  /** The object's bytes by Range requests, read in 64 KiB blocks; null when there is no such object. */
  async function openObject(path: string): Promise<ByteSource | null> {
    const url = `${base}/storage/v1/object/authenticated/${BUCKET}/${encodePath(path)}`;
    const get = (from: number, to: number) =>
      fetch(url, { headers: { ...service, range: `bytes=${from}-${to}` } });
    const first = await get(0, BLOCK - 1);
    if (first.status === 400 || first.status === 404) {
      await first.body?.cancel();
      return null;
    }
    if (first.status === 416) {
      await first.body?.cancel();
      return { size: 0, read: async () => new Uint8Array(0) };
    }
    if (!first.ok) throw new Error(`storage answered ${first.status}`);
    const head = new Uint8Array(await first.arrayBuffer());
    // 206: "bytes 0-65535/{size}"; 200: the server sent the whole (small) object.
    const total = /\/(\d+)$/.exec(first.headers.get('content-range') ?? '')?.[1];
    const size = first.status === 206 && total ? Number(total) : head.length;
    return blockCache(
      {
        size,
        async read(offset, length) {
          if (offset + length <= head.length) return head.subarray(offset, offset + length);
          const response = await get(offset, offset + length - 1);
          if (!response.ok) throw new Error(`storage answered ${response.status}`);
          return new Uint8Array(await response.arrayBuffer());
        },
      },
      BLOCK,
    );
  }

  async function remove(path: string) {
    const response = await fetch(`${base}/storage/v1/object/${BUCKET}`, {
      method: 'DELETE',
      headers: { ...service, 'content-type': 'application/json' },
      body: JSON.stringify({ prefixes: [path] }),
    });
    if (!response.ok) throw new Error(`removing ${path} answered ${response.status}`);
    await response.body?.cancel();
  }

  /** A service-role RPC that records what was read (public.record_verified_upload / _cover). */
  async function rpc(name: string, args: Record<string, unknown>) {
    const response = await fetch(`${base}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: { ...service, 'content-type': 'application/json' },
      body: JSON.stringify(args),
    });
    if (!response.ok) throw new Error(`${name} answered ${response.status}: ${await response.text()}`);
    await response.body?.cancel();
  }

  async function record(path: string, owner: string, probe: Extract<Probe, { ok: true }>) {
    const { info } = probe;
    await rpc('record_verified_upload', {
      object_path: path,
      owner,
      container: info.container,
      codec: info.codec,
      sample_rate: info.sampleRate,
      bit_depth: info.bitDepth,
      channels: info.channels,
      duration: info.duration,
    });
  }

  return async (req) => {
    try {
      return await answer(req);
    } catch (error) {
      // Auth, REST or Storage did not answer as they should: not the upload's fault, so try again.
      console.error('verify-upload:', error);
      return problem(502, 'Unavailable', 'The upload could not be checked right now. Please try again.');
    }
  };

  async function answer(req: Request): Promise<Response> {
    if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS });
    if (req.method !== 'POST')
      return json(405, { message: `${req.method} is not allowed` }, { allow: 'POST, OPTIONS' });
    if (!serviceKey) return problem(503, 'NotConfigured', 'verify-upload needs SUPABASE_SERVICE_ROLE_KEY');
    const member = await caller(req);
    if (!member) return problem(401, 'Unauthorized', 'Sign in to verify an upload');
    let path: unknown;
    try {
      ({ path } = (await req.json()) as { path?: unknown });
    } catch {
      path = undefined;
    }
    if (typeof path !== 'string' || path === '' || path.length > 1024)
      return problem(
        400,
        'InvalidRequest',
        'The body must be JSON naming the uploaded object: {"path": "…"}',
      );
    const cover = COVER_NAME.test(path);
    if (!cover && !AUDIO_NAME.test(path))
      return problem(
        400,
        'InvalidRequest',
        'Only audio files (.wav, .flac, .m4a) and cover sizes are verified',
      );
    if (!(await isOwn(path, member)))
      return problem(403, 'Forbidden', 'You can only verify your own uploads');
    const source = await openObject(path);
    if (!source) return problem(404, 'NotFound', `No uploaded object at ${path}`);
    if (cover) {
      if (isWebp(await source.read(0, 12))) {
        await rpc('record_verified_cover', { object_path: path, owner: member.id });
        return json(200, { path, verified: true });
      }
      await remove(path);
      return problem(422, 'InvalidImage', COVER_NOT_WEBP);
    }
    const probe = await probeAudio(source, path);
    if (!probe.ok) {
      await remove(path);
      return problem(422, 'InvalidAudio', probe.message);
    }
    await record(path, member.id, probe);
    return json(200, { path, verified: true, audio: probe.info });
  }
}
