import { atom } from 'jotai';

export interface PlayerTrack {
  id: string;
  title: string;
  filePath: string;
}

/** Play buttons anywhere only set this; the audio engine lives in mf-player alone. */
export interface PlayerState {
  current: PlayerTrack | null;
  playing: boolean;
}

export const playerAtom = atom<PlayerState>({ current: null, playing: false });
