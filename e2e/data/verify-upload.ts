/**
 * The upload page's last step for fixtures that upload through the API: the verify-upload
 * function reads the stored object as its owner, so its track gets codec, rate, depth, channels
 * and duration, and a member may name it in a track (docs/decisions/0008).
 */
export async function verifyUpload(baseURL: string, accessToken: string, path: string): Promise<void> {
  const { supabaseAnonKey } = (await (await fetch(`${baseURL}/config.json`)).json()) as {
    supabaseAnonKey: string;
  };
  const res = await fetch(`${baseURL}/functions/v1/verify-upload`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${accessToken}`,
      apikey: supabaseAnonKey,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ path }),
  });
  if (!res.ok) throw new Error(`verify-upload of ${path} answered ${res.status}: ${await res.text()}`);
}
