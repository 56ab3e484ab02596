import { atom } from 'jotai';

export interface PlayerTrack {
  id: string;
  title: string;
  /** Object path in the audio bucket; the engine signs a URL for the active track only. */
  filePath: string;
  /** Display name of the uploader, shown in the bar and sent to the Media Session. */
  author?: string;
  /** Seconds, when the caller already knows it (shown before metadata loads). */
  duration?: number | null;
  /** audio_files.codec ('flac', 'pcm', 'alac', ...); the engine picks a browser-playable rendition from it. */
  codec?: string | null;
}

/** Play buttons anywhere only set this; the audio engine lives in mf-player alone. */
export interface PlayerState {
  current: PlayerTrack | null;
  playing: boolean;
  /** Set by the engine: true from a play request until audio actually plays (or fails). */
  loading?: boolean;
}

export const playerAtom = atom<PlayerState>({ current: null, playing: false });
