/**
 * What the embed's own page needs of @hifi/shared, and nothing more. The embed runs inside other
 * sites' pages on phones, so mf-embed builds it as a page of its own (its `embed` environment)
 * in which '@hifi/shared' resolves to this module: no UI kit, no store, no session, no
 * federation (≤ 130 KB of JavaScript: docs/architecture.md#what-a-phone-downloads). A name the
 * embed uses and this module lacks fails that build.
 */
export { initSupabase } from './client/supabase-client.ts';
export { fetchRuntimeConfig } from './config/runtime-config.ts';
export { coverUrl } from './data/covers/cover-url.ts';
export { type EmbedTrack, embedTrackOptions } from './data/embed/embed-track-query.ts';
export { hifiQueryClient } from './data/query-client.ts';
export type { Licence } from './data/releases/licences.ts';
export { releaseOptions } from './data/releases/release-options.ts';
export type { Release } from './data/releases/release-shape.ts';
export { AudioEngine } from './features/player/engine/audio-engine.ts';
export { PLAY_ERROR } from './features/player/engine/media-events.ts';
export { createPlayRecorder } from './features/player/engine/play-recorder.ts';
export { SeekBar } from './features/player/seek-bar.tsx';
export { startSecondsFrom } from './features/player/start-time.ts';
export { toPlayerTrack } from './features/tracks/to-player-track.ts';
export { currentTrack, type PlayerMachine } from './state/player/player-machine.ts';
export type { PlayerTrack, QueueContext } from './state/player/player-track.ts';
