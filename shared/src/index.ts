// The public surface of @hifi/shared: this one entry is what Module Federation shares as a
// singleton, so everything the apps use must be reachable from here.

export type { Session } from '@supabase/supabase-js';
export { AUTH_STORAGE_KEY, getSupabase, initSupabase } from './client/supabase-client.ts';
export type { RuntimeConfig } from './config/runtime-config.ts';
export { fetchRuntimeConfig, parseRuntimeConfig, RuntimeConfigError } from './config/runtime-config.ts';
export { PLAY_LOADING_MS, PlayButton, type PlayButtonProps } from './features/player/play-button.tsx';
export { StoreProvider, usePlayer, useSession, useSetSession } from './state/hooks.tsx';
export { type PlayerState, type PlayerTrack, playerAtom } from './state/player-atom.ts';
export { type SessionState, sessionAtom } from './state/session-atom.ts';
export { hifiStore } from './state/store.ts';
export { Button, type ButtonProps } from './ui/button.tsx';
export { Card } from './ui/card.tsx';
export { cn } from './ui/cn.ts';
export { Loading } from './ui/loading.tsx';
export { PageHeader } from './ui/page-header.tsx';
