/**
 * The one audio engine of the page. It owns the <audio> element the PlayerBar renders, acts on
 * the player machine's inputs (load, play or pause, seek, volume) and reports what the element
 * does; it never writes the listener's intent. See docs/architecture.md#the-path-of-a-play-click.
 */
import {
  useElementEvents,
  usePlayerEngineInputs,
  usePlayIntent,
  useReportEngineEvent,
  useSeekRequests,
  useSession,
  useTrackLoader,
  useVolume,
} from '@hifi/shared';
import { type RefObject, useCallback, useState } from 'react';

/** Returns a notice the machine does not hold (a play that could not be recorded), or null. */
export function useAudioEngine(audioRef: RefObject<HTMLAudioElement | null>): string | null {
  const inputs = usePlayerEngineInputs();
  const report = useReportEngineEvent();
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.session.user.id : null;
  const [notice, setNotice] = useState<{ message: string; trackId: string } | null>(null);
  const trackId = inputs.track?.id ?? null;
  const loaded = useTrackLoader(audioRef, inputs.track, inputs.loadId, report);
  usePlayIntent(audioRef, loaded === inputs.loadId, inputs.wantsPlaying, inputs.status, report);
  useSeekRequests(audioRef, inputs.seekRequest, loaded);
  useVolume(audioRef, inputs.volume);
  useElementEvents(
    audioRef,
    report,
    { trackId, userId },
    useCallback((message, id) => setNotice({ message, trackId: id }), []),
  );
  return notice && notice.trackId === trackId ? notice.message : null;
}
