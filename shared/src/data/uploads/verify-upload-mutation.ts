import { getSupabase, getSupabaseConfig, type SupabaseConfig } from '../../client/supabase-client.ts';

/** The verify-upload function's verdict on an uploaded object: read and recorded, or refused (and removed). */
export type UploadVerdict = { ok: true } | { ok: false; status: number; message: string };

/**
 * Asks the verify-upload function (supabase/functions/verify-upload) to read an object the member
 * has just uploaded: a track may name it only once it is verified. A refusal (4xx) comes back with
 * the function's own words ("File is not lossless audio: MP3 detected", …); anything else (the
 * network, a 5xx) throws. A plain fetch with the session's token: the browser bundles stub
 * supabase-js's functions client out (docs/decisions/0009).
 */
export async function verifyUploadMutation(
  objectName: string,
  accessToken?: string,
  config: SupabaseConfig = getSupabaseConfig(),
): Promise<UploadVerdict> {
  const token = accessToken ?? (await getSupabase().auth.getSession()).data.session?.access_token;
  const response = await fetch(`${config.url.replace(/\/+$/, '')}/functions/v1/verify-upload`, {
    method: 'POST',
    headers: {
      apikey: config.anonKey,
      authorization: `Bearer ${token ?? config.anonKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ path: objectName }),
  });
  if (response.ok) {
    await response.body?.cancel();
    return { ok: true };
  }
  const body = (await response.json().catch(() => ({}))) as { message?: string };
  const message = body.message ?? `verify-upload answered ${response.status}`;
  if (response.status >= 400 && response.status < 500) return { ok: false, status: response.status, message };
  throw new Error(message);
}
