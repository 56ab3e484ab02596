/**
 * The one audio engine of the page. It owns the two <audio> elements the PlayerBar renders,
 * acts on the player machine's inputs (load, play or pause, seek, volume) and reports what the
 * active element does; it never writes the listener's intent. See
 * docs/architecture.md#the-path-of-a-play-click.
 *
 * Gapless (mf-player/README.md#gapless): while one element plays, the other buffers the next
 * track of the queue and is started at the first one's end ('engine/advanced'); a change the
 * buffered element is ready for (Next, or an end the junction missed) takes it over too.
 */
import {
  createPlayRecorder,
  type EngineEvent,
  hifiQueryClient,
  listenToMedia,
  needsRendition,
  offerStartTarget,
  type PlayerTrack,
  playableAudioUrl,
  prefetchOnIntent,
  START_ERROR,
  trackAnalysisOptions,
  trackQuery,
  useNormalizeLoudness,
  usePlayerEngineInputs,
  usePlayIntent,
  useReportEngineEvent,
  useSeekRequests,
  useSession,
  useTrackLoader,
  useVolume,
} from '@hifi/shared';
import { createRef, type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type AudioGraph, createAudioGraph } from './audio-graph.ts';
import { scheduleJunction } from './junction.ts';
import { chosenGain } from './loudness-gain.ts';

type Slot = 0 | 1;

/** The next track is fetched this long before the current one ends (a whole lossless file is large). */
export const PRELOAD_AHEAD_S = 30;
/** The junction is timed from this close to the end. */
const SCHEDULE_AHEAD_S = 2;
/** HTMLMediaElement.HAVE_FUTURE_DATA */
const HAVE_FUTURE_DATA = 3;
/**
 * The next track of the queue gets its first bytes warmed this long after the current one starts
 * playing (a Next press then starts from the cache), late enough not to take the connection
 * from the current track's own start.
 */
export const NEXT_PREFETCH_AFTER_MS = 3000;

interface Holding {
  trackId: string;
  filePath: string;
  /** the release's album gain when the track was queued with its release in order */
  albumGain?: PlayerTrack['albumGain'];
}

const other = (slot: Slot): Slot => (slot === 0 ? 1 : 0);

export interface AudioEngine {
  /** the two elements; `active` is the one playing (or about to) */
  slots: readonly [RefObject<HTMLAudioElement | null>, RefObject<HTMLAudioElement | null>];
  active: Slot;
  /** a notice the machine does not hold (a play that could not be recorded), or null */
  notice: string | null;
}

export function useAudioEngine(): AudioEngine {
  const inputs = usePlayerEngineInputs();
  const report = useReportEngineEvent();
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.session.user.id : null;
  const [normalize] = useNormalizeLoudness();
  const [slots] = useState(() => [createRef<HTMLAudioElement>(), createRef<HTMLAudioElement>()] as const);
  const [active, setActive] = useState<Slot>(0);
  const activeSlot = useRef<Slot>(0);
  // What each element holds; what the loader may keep as it is (handed over, or buffered).
  const holds = useRef<[Holding | null, Holding | null]>([null, null]);
  const [holdings, setHoldings] = useState(0);
  const handedOver = useRef<string | null>(null);
  const endHandOver = useRef<(() => boolean) | null>(null);
  const adoptable = useRef<{ filePath: string; loadId: number } | null>(null);
  const graph = useRef<AudioGraph | null>(null);
  const [graphReady, setGraphReady] = useState(false);
  const [notice, setNotice] = useState<{ message: string; trackId: string } | null>(null);
  const track = inputs.track;
  const loadId = useRef(inputs.loadId);
  loadId.current = inputs.loadId;
  const trackId = useRef(track?.id ?? null);
  trackId.current = track?.id ?? null;

  const swap = useCallback((to: Slot) => {
    activeSlot.current = to;
    setActive(to);
  }, []);
  // The shared engine pieces act on whichever element is active when they run.
  const activeRef = useMemo<RefObject<HTMLAudioElement | null>>(
    () => ({
      get current() {
        return slots[activeSlot.current].current;
      },
    }),
    [slots],
  );

  // Before the loader (effects run in order): a track the spare element already holds is taken over.
  useEffect(() => {
    const filePath = track?.filePath;
    if (!filePath || !track) {
      const spare = slots[other(activeSlot.current)].current;
      if (spare?.getAttribute('src')) {
        spare.removeAttribute('src');
        spare.load();
      }
      holds.current = [null, null];
      return;
    }
    if (handedOver.current === filePath) {
      handedOver.current = null;
      adoptable.current = { filePath, loadId: inputs.loadId };
      return;
    }
    const spareSlot = other(activeSlot.current);
    const spare = slots[spareSlot].current;
    if (spare && holds.current[spareSlot]?.filePath === filePath && !spare.error) {
      slots[activeSlot.current].current?.pause();
      spare.currentTime = 0;
      swap(spareSlot);
      adoptable.current = { filePath, loadId: inputs.loadId };
      return;
    }
    holds.current[activeSlot.current] = { trackId: track.id, filePath, albumGain: track.albumGain };
    setHoldings((n) => n + 1);
  }, [track, inputs.loadId, slots, swap]);

  // A play click may start the active element itself (start-now.ts), unless the track is already
  // buffered on the spare one: the effect above takes that over. While no track is held at all,
  // a page may ready the active element for a likely track (no bytes: preload="none").
  useEffect(
    () =>
      offerStartTarget({
        take(wanted) {
          const spareSlot = other(activeSlot.current);
          const spare = slots[spareSlot].current;
          if (spare && holds.current[spareSlot]?.filePath === wanted.filePath && !spare.error) return null;
          // what it holds, for the play recorder, which may hear 'playing' before the next render
          holds.current[activeSlot.current] = {
            trackId: wanted.id,
            filePath: wanted.filePath,
            albumGain: wanted.albumGain,
          };
          return slots[activeSlot.current].current;
        },
        idle() {
          const slot = activeSlot.current;
          return trackId.current === null && holds.current[slot] === null ? slots[slot].current : null;
        },
      }),
    [slots],
  );

  const adopt = useCallback(
    (filePath: string) =>
      adoptable.current?.filePath === filePath && adoptable.current.loadId === loadId.current,
    [],
  );
  // A load that fails for a track deleted since it was queued is skipped at once, with its reason.
  const reportLoad = useCallback(
    (event: EngineEvent) => {
      const id = trackId.current;
      if (event.type !== 'engine/error' || !id) return report(event);
      trackQuery(id).then(
        (found) => report(found ? event : { type: 'engine/missing', trackId: id }),
        () => report(event),
      );
    },
    [report],
  );
  const loaded = useTrackLoader(activeRef, track, inputs.loadId, reportLoad, undefined, adopt);
  usePlayIntent(activeRef, loaded === inputs.loadId, inputs.wantsPlaying, inputs.status, report);
  useSeekRequests(activeRef, inputs.seekRequest, loaded);
  useVolume(slots[0], inputs.volume);
  useVolume(slots[1], inputs.volume);

  // Each element reports while it is the active one; each records a play of the track it holds.
  const [record] = useState(() => createPlayRecorder((message, trackId) => setNotice({ message, trackId })));
  const user = useRef(userId);
  user.current = userId;
  useEffect(() => {
    const listeners = new AbortController();
    for (const slot of [0, 1] as const) {
      const element = slots[slot].current;
      if (!element) continue;
      listenToMedia(
        element,
        (event) => {
          if (activeSlot.current !== slot) return;
          // the end of a track whose next is buffered: started here, not loaded by the machine
          if (event.type === 'engine/ended' && endHandOver.current?.()) return;
          // The element plays the public URL, so a deleted file first shows as its load error here.
          reportLoad(event);
        },
        listeners.signal,
      );
      element.addEventListener(
        'playing',
        () => {
          const holding = holds.current[slot];
          if (holding && activeSlot.current === slot) record(holding.trackId, user.current);
        },
        { signal: listeners.signal },
      );
    }
    return () => listeners.abort();
  }, [slots, reportLoad, record]);

  // The graph is made at the first play (a gesture), and woken at every play after.
  useEffect(() => {
    if (!inputs.wantsPlaying) return;
    const [a, b] = [slots[0].current, slots[1].current];
    if (!graph.current && a && b) {
      graph.current = createAudioGraph([a, b]);
      setGraphReady(graph.current !== null);
    }
    graph.current?.resume();
  }, [inputs.wantsPlaying, slots]);

  // Normalize loudness: each element's gain from the ReplayGain of the track it holds (its
  // release's album gain when it was queued with its release in order).
  useEffect(() => {
    const audioGraph = graph.current;
    if (!graphReady || !audioGraph) return;
    let current = true;
    for (const slot of [0, 1] as const) {
      const holding = holds.current[slot];
      if (!normalize || !holding) {
        audioGraph.setGain(slot, 1);
        continue;
      }
      hifiQueryClient
        .ensureQueryData(trackAnalysisOptions(holding.trackId))
        .then((analysis) => {
          if (!current) return;
          audioGraph.setGain(slot, chosenGain(holding, analysis));
        })
        .catch(() => current && audioGraph.setGain(slot, 1));
    }
    return () => {
      current = false;
    };
  }, [normalize, graphReady, holdings]);

  const next = inputs.next;
  const playing = inputs.wantsPlaying && inputs.status === 'playing';

  // Warm the next track's first bytes (the same prefetch as a hovered play button: the same URL
  // and range, once per page, nothing with Save-Data or on 2g/3g; ALAC plays from a rendition).
  const nextFile = next && !needsRendition(next) ? next.filePath : undefined;
  useEffect(() => {
    if (!playing || !nextFile) return;
    const timer = setTimeout(() => void prefetchOnIntent(nextFile), NEXT_PREFETCH_AFTER_MS);
    return () => clearTimeout(timer);
  }, [playing, nextFile]);

  // Buffer the next track on the spare element, then start it at the current one's end.
  useEffect(() => {
    const slot = activeSlot.current;
    const spareSlot = other(slot);
    const current = slots[slot].current;
    const spare = slots[spareSlot].current;
    if (!playing || !next || !current || !spare) return;
    const controller = new AbortController();
    let fetching = false;
    let timed = false;
    const check = () => {
      const left = current.duration - current.currentTime;
      if (!Number.isFinite(left) || controller.signal.aborted) return;
      const held = holds.current[spareSlot]?.filePath === next.filePath && !spare.error;
      if (!held && !fetching && left <= PRELOAD_AHEAD_S) {
        fetching = true;
        playableAudioUrl(next)
          .then((url) => {
            if (controller.signal.aborted) return;
            spare.src = url;
            holds.current[spareSlot] = {
              trackId: next.id,
              filePath: next.filePath,
              albumGain: next.albumGain,
            };
            setHoldings((n) => n + 1);
          })
          // not fatal: the track loads the ordinary way when its turn comes (and says so if it fails)
          .catch(() => {});
      }
      if (held && spare.currentTime > 0 && left > SCHEDULE_AHEAD_S) spare.currentTime = 0;
      if (held && !timed && left <= SCHEDULE_AHEAD_S) {
        timed = true;
        scheduleJunction(current, handOver, controller.signal);
      }
    };
    // Started by the timer at the end, or (a timer that came too late) on 'ended' itself.
    let handed = false;
    const handOver = () => {
      const ready =
        holds.current[spareSlot]?.filePath === next.filePath &&
        spare.readyState >= HAVE_FUTURE_DATA &&
        spare.currentTime === 0;
      if (handed || controller.signal.aborted || !ready) return false;
      handed = true;
      spare.play().catch(() => report({ type: 'engine/error', message: START_ERROR }));
      handedOver.current = next.filePath;
      swap(spareSlot);
      report({ type: 'engine/advanced', duration: spare.duration });
      return true;
    };
    endHandOver.current = handOver;
    current.addEventListener('timeupdate', check, { signal: controller.signal });
    check();
    return () => {
      controller.abort();
      endHandOver.current = null;
    };
  }, [playing, next, slots, report, swap]);

  return { slots, active, notice: notice && notice.trackId === track?.id ? notice.message : null };
}
