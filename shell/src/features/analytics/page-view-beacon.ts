/**
 * Page-view analytics without third parties: on every route change the shell sends one small
 * beacon to the endpoint named in /config.json (`analyticsEndpoint`), and nothing at all when
 * none is configured. Only the path travels; no cookies, no identifiers.
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

export interface PageView {
  path: string;
  referrer: string;
  at: string;
}

export function sendPageView(endpoint: string, view: PageView): void {
  const body = JSON.stringify(view);
  const sent =
    typeof navigator.sendBeacon === 'function' &&
    navigator.sendBeacon(endpoint, new Blob([body], { type: 'application/json' }));
  if (!sent) {
    void fetch(endpoint, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
      keepalive: true,
      credentials: 'omit',
    }).catch(() => undefined);
  }
}

/**
 * Reads `analyticsEndpoint` from the runtime config; absent, empty or unreadable means off.
 * `started` is the page's own answer when it has one (early-fetches.ts), so no second request.
 */
export async function fetchAnalyticsEndpoint(
  path = '/config.json',
  started?: Promise<Response>,
): Promise<string | null> {
  try {
    const response = await (started ?? fetch(path, { cache: 'no-cache' }));
    if (!response.ok) return null;
    const value = ((await response.json()) as { analyticsEndpoint?: unknown }).analyticsEndpoint;
    return typeof value === 'string' && value !== '' ? value : null;
  } catch {
    return null;
  }
}

export function usePageViewBeacon(loadEndpoint: () => Promise<string | null> = fetchAnalyticsEndpoint) {
  const location = useLocation();
  const [endpoint, setEndpoint] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void loadEndpoint().then((value) => {
      if (live) setEndpoint(value);
    });
    return () => {
      live = false;
    };
  }, [loadEndpoint]);
  const path = `${location.pathname}${location.search}`;
  useEffect(() => {
    if (endpoint) sendPageView(endpoint, { path, referrer: document.referrer, at: new Date().toISOString() });
  }, [endpoint, path]);
}
