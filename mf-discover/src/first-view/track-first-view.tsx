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

/** The track and its comments; null for a track that is not there for a visitor. */
export const readTrackFirstView: ReadTrackFirstView = async (id, { supabaseUrl, anonKey }) => {
  const client = initSupabase({ url: supabaseUrl, anonKey }, { session: false });
  // at once; an id that is no track's (not even a uuid) fails the comments' read, not the track's
  const [track, comments] = await Promise.all([
    trackQuery(id, client),
    commentsQuery(id, client).catch(() => null),
  ]);
  if (!track) return null;
  // comments that could not be read: the plain page, whose app asks again
  if (!comments) throw new Error('the comments could not be read');
  // the rows as shared's queries answer them, handed to the function as JSON
  return { track, comments } as unknown as TrackFirstViewData;
};

export const renderTrackFirstView: RenderTrackFirstView = (data, { supabaseUrl, anonKey, idPrefix }) => {
  initSupabase({ url: supabaseUrl, anonKey }, { session: false });
  const track = data.track as unknown as Track;
  hifiQueryClient.setQueryData(trackOptions(track.id).queryKey, track);
  hifiQueryClient.setQueryData(
    commentsOptions(track.id).queryKey,
    data.comments as unknown as TrackComment[],
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
