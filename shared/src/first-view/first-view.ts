/**
 * Discover's first view: a page the first-view function answered (supabase/functions/first-view)
 * carries the first screen as HTML before the app's root, which stays hidden, and the data it
 * shows as inert JSON. The shell seeds its query cache from that data (warm-discover.ts); the
 * first page that has rendered the same screen releases the view: it goes, the app shows, in one
 * frame (a layout effect, before paint), so nothing flashes and nothing moves.
 * On a page without it (a plain static host, another route) all of this does nothing.
 */

import type { TrackAnalysis } from '../data/analysis/analysis-shape.ts';
import type { TrackComment } from '../data/comments/comment-shape.ts';
import type { DiscoveryPage } from '../data/tracks/discovery-request.ts';
import type { Track } from '../data/tracks/track-shape.ts';

import { FIRST_VIEW_DATA_ID, FIRST_VIEW_ID, FIRST_VIEW_RELEASED } from './first-view-ids.ts';

export { FIRST_VIEW_DATA_ID, FIRST_VIEW_ID, FIRST_VIEW_RELEASED };

export interface FirstViewData {
  /** the default view's first page, as discoveryQuery answers it */
  page: DiscoveryPage;
  featuredUsername: string;
  featured: Track | null;
}

/** The data the page's first view shows; undefined without one (or when it is unreadable). */
export function readFirstViewData(doc: Document = document): FirstViewData | undefined {
  const text = doc.getElementById(FIRST_VIEW_DATA_ID)?.textContent;
  if (!text || !doc.getElementById(FIRST_VIEW_ID)) return undefined;
  try {
    const data = JSON.parse(text) as FirstViewData;
    return Array.isArray(data?.page?.tracks) ? data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A track page's first view (/audio/{id}): the track, its comments and its analysis (null: none
 * yet; absent: it could not be read), as the page's queries answer them.
 */
export interface TrackFirstViewData {
  track: Track;
  comments: TrackComment[];
  analysis?: TrackAnalysis | null;
}

/** The data of a track page's first view; undefined without one. */
export function readTrackFirstViewData(doc: Document = document): TrackFirstViewData | undefined {
  const text = doc.getElementById(FIRST_VIEW_DATA_ID)?.textContent;
  if (!text || !doc.getElementById(FIRST_VIEW_ID)) return undefined;
  try {
    const data = JSON.parse(text) as TrackFirstViewData;
    return typeof data?.track?.id === 'string' && Array.isArray(data.comments) ? data : undefined;
  } catch {
    return undefined;
  }
}

/** The route the page's first view was rendered for (its path, no trailing slash); undefined without one. */
export function firstViewPath(doc: Document = document): string | undefined {
  return doc.getElementById(FIRST_VIEW_ID)?.getAttribute('data-path') ?? undefined;
}

/** The page still shows the first view in place of the app. */
export function showsFirstView(doc: Document = document): boolean {
  return doc.getElementById(FIRST_VIEW_ID) !== null;
}

/** Removes the first view and shows the app's root; call it where the app has drawn the same screen. */
export function releaseFirstView(doc: Document = document): void {
  const view = doc.getElementById(FIRST_VIEW_ID);
  if (!view) return;
  doc.getElementById('root')?.removeAttribute('hidden');
  // while the view is still there: the boot script carries its field values and focus over
  doc.dispatchEvent(new CustomEvent(FIRST_VIEW_RELEASED));
  view.remove();
}
