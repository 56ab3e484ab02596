// The public surface of @hifi/shared: this one entry is what Module Federation shares as a
// singleton, so everything the apps use must be reachable from here.

export type { Session } from '@supabase/supabase-js';
export { AUTH_STORAGE_KEY, getSupabase, initSupabase } from './client/supabase-client.ts';
export type { RuntimeConfig } from './config/runtime-config.ts';
export { fetchRuntimeConfig, parseRuntimeConfig, RuntimeConfigError } from './config/runtime-config.ts';
export { RECORD_PLAY_ERROR, recordPlay } from './data/plays/record-play-mutation.ts';
export { AUDIO_BUCKET } from './data/storage/audio-bucket.ts';
export { audioPublicUrl } from './data/storage/audio-public-url.ts';
export {
  audioSignedUrl,
  DURATION_URL_SECONDS,
  PLAYER_URL_SECONDS,
} from './data/storage/audio-signed-url-query.ts';
export { needsRendition, playableAudioUrl, renditionUrl } from './data/storage/playable-audio-url.ts';
export { type PrefetchOutcome, prefetchAudio } from './data/storage/prefetch-audio.ts';
export { PLAY_LOADING_MS, PlayButton, type PlayButtonProps } from './features/player/play-button.tsx';
export { StoreProvider, usePlayer, useSession, useSetSession } from './state/hooks.tsx';
export { type PlayerState, type PlayerTrack, playerAtom } from './state/player-atom.ts';
export { type SessionState, sessionAtom } from './state/session-atom.ts';
export { hifiStore } from './state/store.ts';
export { Button, type ButtonProps } from './ui/button.tsx';
export { Card } from './ui/card.tsx';
export { cn } from './ui/cn.ts';
export { Input } from './ui/input.tsx';
export { Label } from './ui/label.tsx';
export { Loading } from './ui/loading.tsx';
export { PageHeader } from './ui/page-header.tsx';
export { Separator } from './ui/separator.tsx';
export { Sheet, SheetClose, SheetContent, SheetTrigger } from './ui/sheet.tsx';
export { Toaster, toast, toastError } from './ui/toaster.tsx';
