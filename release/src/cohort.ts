/**
 * Who gets a canary. A visitor carries a random id in the `hifi_cohort` cookie (set by the site
 * on the first page or /remotes.json it serves them); the bucket of that id for one app decides,
 * so a visitor keeps the same build of that app on every page, and different apps' canaries go
 * to different visitors.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { ReleasePointer } from './pointer.ts';

export const COHORT_COOKIE = 'hifi_cohort';
const yearSeconds = 365 * 24 * 60 * 60;

/** 0–99, fixed for a visitor and an app. */
export function cohortBucket(visitorId: string, app: string): number {
  const digest = createHash('sha256').update(`${visitorId}\0${app}`).digest();
  return digest.readUInt32BE(0) % 100;
}

/** The build of `app` this visitor receives: the canary for `percent` % of visitors, else the live one. */
export function buildForVisitor(
  pointer: ReleasePointer,
  app: string,
  visitorId: string | undefined,
): string | null {
  const canary = pointer.canary;
  if (canary && visitorId !== undefined && cohortBucket(visitorId, app) < canary.percent) return canary.build;
  return pointer.live;
}

export const newVisitorId = () => randomUUID();

/** The visitor id in a Cookie header, if it is one this site could have set. */
export function visitorIdFromCookie(cookie: string | undefined): string | undefined {
  const value = cookie?.match(/(?:^|;\s*)hifi_cohort=([^;]*)/)?.[1];
  return value && /^[A-Za-z0-9-]{8,64}$/.test(value) ? value : undefined;
}

export function cohortSetCookie(visitorId: string, secure: boolean): string {
  return `${COHORT_COOKIE}=${visitorId}; Path=/; Max-Age=${yearSeconds}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
