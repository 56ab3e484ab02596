/** The server's own words for a refused upload (e.g. "File is not lossless audio: MP3 detected"). */
export function serverMessage(error: unknown, response: unknown): string {
  const xhr = (response as { body?: { xhr?: XMLHttpRequest } } | undefined)?.body?.xhr;
  const text = xhr?.responseText?.trim();
  if (text) {
    try {
      const parsed = JSON.parse(text) as { message?: string; error?: string };
      return parsed.message ?? parsed.error ?? text;
    } catch {
      return text;
    }
  }
  const message = error instanceof Error ? error.message : '';
  // tus-js-client's message embeds the body: "…, response text: <body>, request id: …"
  const embedded = /response text: (.*?)(?:, request id:|$)/s.exec(message)?.[1]?.trim();
  if (!embedded) return message || 'Failed to upload file. Please try again.';
  try {
    const parsed = JSON.parse(embedded) as { message?: string; error?: string };
    return parsed.message ?? parsed.error ?? embedded;
  } catch {
    return embedded;
  }
}

/** A 4xx is the server refusing this upload (not lossless, too large, not allowed): it is gone. */
export function isRefusal(response: unknown): boolean {
  const status = (response as { status?: number } | undefined)?.status ?? 0;
  return status >= 400 && status < 500;
}
