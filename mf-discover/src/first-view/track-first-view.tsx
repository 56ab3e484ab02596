/**
 * The track page's first screen on a server (/audio/{id}, most shared links land there): the
 * TrackPage the remote renders, from the track and its comments read by shared's own queries
 * with the anon key, so RLS decides what shows, as for the page itself.
 */
import {
  commentsOptions,
  commentsQuery,
  hifiQueryClient,
  initSupabase,
  type Track,
  type TrackComment,
  trackAnalysisOptions,
  trackAnalysisQuery,
  trackOptions,
  trackQuery,
} from '@hifi/shared';
// the edge build: the browser one opens a MessageChannel as it loads, which would keep the local
// stack's Node process from exiting
import { renderToString } from 'react-dom/server.edge';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type {
  ReadTrackFirstView,
  RenderTrackFirstView,
  TrackFirstViewData,
} from '../../../supabase/functions/first-view/contract.ts';
import { TrackPage } from '../features/track/components/track-page.tsx';

/**
 * The track, its comments and its analysis; null for a track that is not there for a visitor. The
 * analysis is read here too: without it the screen would draw the analysis panel's and the
 * waveform's placeholders, which change size once the app has asked (the page's layout shift).
 */
export const readTrackFirstView: ReadTrackFirstView = async (id, { supabaseUrl, anonKey }) => {
  const client = initSupabase({ url: supabaseUrl, anonKey }, { session: false });
  // at once; an id that is no track's (not even a uuid) fails the comments' read, not the track's
  const [track, comments, analysis] = await Promise.all([
    trackQuery(id, client),
    commentsQuery(id, client).catch(() => null),
    // unreadable: the view draws the placeholders and the app asks again, as without a first view
    trackAnalysisQuery(id, client).catch(() => undefined),
  ]);
  if (!track) return null;
  // comments that could not be read: the plain page, whose app asks again
  if (!comments) throw new Error('the comments could not be read');
  // the rows as shared's queries answer them, handed to the function as JSON
  return { track, comments, analysis } as unknown as TrackFirstViewData;
};

export const renderTrackFirstView: RenderTrackFirstView = (data, { supabaseUrl, anonKey, idPrefix }) => {
  initSupabase({ url: supabaseUrl, anonKey }, { session: false });
  const track = data.track as unknown as Track;
  hifiQueryClient.setQueryData(trackOptions(track.id).queryKey, track);
  hifiQueryClient.setQueryData(
    commentsOptions(track.id).queryKey,
    data.comments as unknown as TrackComment[],
  );
  if (data.analysis !== undefined)
    hifiQueryClient.setQueryData(
      trackAnalysisOptions(track.id).queryKey,
      data.analysis as Awaited<ReturnType<typeof trackAnalysisQuery>>,
    );
  try {
    return renderToString(
      <MemoryRouter initialEntries={[`/audio/${track.id}`]}>
        <Routes>
          <Route path="/audio/:id" element={<TrackPage />} />
        </Routes>
      </MemoryRouter>,
      { identifierPrefix: idPrefix },
    );
  } finally {
    hifiQueryClient.clear();
  }
};

export type { TrackFirstViewData };
