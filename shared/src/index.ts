// The public surface of @hifi/shared: this one entry is what Module Federation shares as a
// singleton, so everything the apps use must be reachable from here.

export type { Session } from '@supabase/supabase-js';
export { getSupabase, getSupabaseConfig, initSupabase } from './client/supabase-client.ts';
export { PRODUCT_NAME } from './config/product.ts';
export { fetchRuntimeConfig } from './config/runtime-config.ts';
export { trackAnalysisOptions, trackAnalysisQuery } from './data/analysis/track-analysis-query.ts';
export { authSettingsOptions, socialProviders } from './data/auth/auth-settings-query.ts';
export type { TrackComment } from './data/comments/comment-shape.ts';
export { commentsOptions, commentsQuery } from './data/comments/comments-query.ts';
export { useAddComment } from './data/comments/use-add-comment.ts';
export { type CoverSize, coverUrl } from './data/covers/cover-url.ts';
export { uploadCoverMutation } from './data/covers/upload-cover-mutation.ts';
export { type EmbedTrack, embedTrack, embedTrackOptions } from './data/embed/embed-track-query.ts';
export { feedOptions } from './data/feed/feed-query.ts';
export { followListOptions } from './data/follows/follow-list-query.ts';
export type { FollowDirection, FollowPerson } from './data/follows/follow-list-request.ts';
export { followStatusOptions } from './data/follows/follow-status-query.ts';
export { useSetFollow } from './data/follows/set-follow-mutation.ts';
export { suggestedArtistsOptions } from './data/follows/suggested-artists-query.ts';
export { type LibraryTab, libraryTracksOptions } from './data/library/library-tracks-options.ts';
export { useMarkNotificationsRead } from './data/notifications/mark-notifications-read-mutation.ts';
export { type HifiNotification, notificationLink } from './data/notifications/notification-shape.ts';
export { notificationsOptions } from './data/notifications/notifications-query.ts';
export { unreadCountOptions } from './data/notifications/unread-count-query.ts';
export { useCreatePlaylist } from './data/playlists/create-playlist-mutation.ts';
export {
  type EditablePlaylist,
  editablePlaylistsOptions,
} from './data/playlists/editable-playlists-query.ts';
export { useInviteEditor, useRemoveEditor } from './data/playlists/invite-editor-mutation.ts';
export { useMovePlaylistEntry } from './data/playlists/move-playlist-entry-mutation.ts';
export type { PlaylistRef } from './data/playlists/playlist-keys.ts';
export { playlistOptions } from './data/playlists/playlist-query.ts';
export {
  mosaicCovers,
  type Playlist,
  type PlaylistEntry,
  type PlaylistVisibility,
  playlistDuration,
} from './data/playlists/playlist-shape.ts';
export { useRemovePlaylistEntry } from './data/playlists/remove-playlist-entry-mutation.ts';
export {
  useDeletePlaylist,
  useReplacePlaylistLink,
  useUpdatePlaylist,
} from './data/playlists/update-playlist-mutation.ts';
export { profileOptions } from './data/profiles/profile-query.ts';
export { displayName, type Profile } from './data/profiles/profile-shape.ts';
export { UsernameError } from './data/profiles/update-username-mutation.ts';
export { useUpdateUsername } from './data/profiles/use-update-username.ts';
export { hifiQueryClient } from './data/query-client.ts';
export { type RecentPlay, recentPlaysOptions } from './data/recent/recent-plays-query.ts';
export { LICENCE_IDS, LICENCES, type Licence, type LicenceId, licenceOf } from './data/releases/licences.ts';
export { linkKindOptions } from './data/releases/link-kind-query.ts';
export { type ReleaseRef, releaseKeys } from './data/releases/release-keys.ts';
export type { NewRelease, ReleaseDetails } from './data/releases/release-mutations.ts';
export { releaseOptions } from './data/releases/release-options.ts';
export {
  KIND_LABELS,
  type Release,
  type ReleaseEntry,
  releaseDuration,
} from './data/releases/release-shape.ts';
export { useReplaceReleaseLink } from './data/releases/replace-release-link-mutation.ts';
export { userReleasesOptions } from './data/releases/user-releases-query.ts';
export {
  type SearchGroupName,
  searchAllOptions,
  searchPreviewOptions,
} from './data/search/search-queries.ts';
export type { ArtistHit, PlaylistHit } from './data/search/search-request.ts';
export { audioPublicUrl } from './data/storage/audio-public-url.ts';
export { prefetchAllowed, prefetchAudio } from './data/storage/prefetch-audio.ts';
export { DEFAULT_DISCOVERY_REQUEST, discoveryOptions } from './data/tracks/discovery-options.ts';
export {
  DISCOVERY_FORMATS,
  DISCOVERY_SORTS,
  type DiscoveryFormat,
  type DiscoverySort,
  type DiscoveryView,
} from './data/tracks/discovery-query.ts';
export { DEFAULT_FEATURED_USERNAME, featuredTrackOptions } from './data/tracks/featured-track-query.ts';
export { genresOptions } from './data/tracks/genres-query.ts';
export { trackOptions, trackQuery } from './data/tracks/track-query.ts';
export { TRACK_SELECT, type Track, trackKeys } from './data/tracks/track-shape.ts';
export { shownTrackTags, trackTags } from './data/tracks/track-tags.ts';
export { userTracksOptions } from './data/tracks/user-tracks-query.ts';
export { DeleteTrackError } from './data/uploads/delete-track-mutation.ts';
export { insertTrackMutation, type NewTrack } from './data/uploads/insert-track-mutation.ts';
export type { TrackEdit } from './data/uploads/update-track-mutation.ts';
export { useDeleteTrack, useUpdateTrack } from './data/uploads/use-track-mutations.ts';
export { verifyUploadMutation } from './data/uploads/verify-upload-mutation.ts';
export { kHz, verdictOf } from './features/analysis/verdict.ts';
export { VerdictMark } from './features/analysis/verdict-mark.tsx';
export { AnalysisPanel, CoverEditor, ShareDialog, ShortcutsDialog } from './features/lazy/on-demand.ts';
export { ItemLoadError, ItemLoading, ItemNotFound } from './features/page-states/page-states.tsx';
export { AudioEngine, type Slot as AudioEngineSlot } from './features/player/engine/audio-engine.ts';
export { chosenReplayGain, normalizationGain } from './features/player/engine/loudness-gain.ts';
export { PLAY_ERROR } from './features/player/engine/media-events.ts';
export { createPlayRecorder } from './features/player/engine/play-recorder.ts';
export { formatTime } from './features/player/format-time.ts';
export { PlayButton } from './features/player/play-button.tsx';
export { type ShortcutAction, shortcutFor } from './features/player/player-shortcuts.ts';
export { SeekBar } from './features/player/seek-bar.tsx';
export { startSecondsFrom } from './features/player/start-time.ts';
export { useListQueue } from './features/player/use-list-queue.ts';
export { useTrackPeaks } from './features/player/use-track-peaks.ts';
export { Waveform } from './features/player/waveform.tsx';
export { AddToPlaylistButton } from './features/playlists/add-to-playlist-button.tsx';
export { StoreProvider } from './features/providers/store-provider.tsx';
export { COVER_MESSAGES, checkCoverImage } from './features/track-form/check-cover-image.ts';
export { COVER_SIZES, makeCoverSizes } from './features/track-form/cover-sizes.ts';
export { GenreTagInput } from './features/track-form/genre-tag-input.tsx';
export { addGenre } from './features/track-form/genre-tags.ts';
export { CoverArt } from './features/tracks/cover-art.tsx';
export { DownloadOriginal } from './features/tracks/download-original.tsx';
export {
  codecName,
  formatDate,
  formatDateTime,
  formatDuration,
  formatLength,
  formatMonthYear,
  technicalLabel,
} from './features/tracks/format.ts';
export { GenreChips } from './features/tracks/genre-chips.tsx';
export { LikeButton } from './features/tracks/like-button.tsx';
export { QueueButtons } from './features/tracks/queue-buttons.tsx';
export { sampleTrack } from './features/tracks/sample-tracks.ts';
export { TrackCard, TrackCardSkeleton, toPlayerTrack } from './features/tracks/track-card.tsx';
export { TrackLikeButton } from './features/tracks/track-like-button.tsx';
export { useLikedIds } from './features/tracks/use-liked-ids.ts';
// The site's upload session: Uppy's code loads with the first loadUploadSession() call (types only here).
export { batchProgress, bytesOnTheWay, isSending } from './features/upload-session/batch-progress.ts';
export type { HifiUppy, UploadMeta } from './features/upload-session/create-uppy.ts';
export { loadUploadSession } from './features/upload-session/load-upload-session.ts';
export { MAX_FILE_SIZE } from './features/upload-session/upload-limits.ts';
export {
  firstViewPath,
  readFirstViewData,
  readTrackFirstViewData,
  releaseFirstView,
  showsFirstView,
} from './first-view/first-view.ts';
// mountStandalone is '@hifi/shared/standalone': only a remote's standalone page uses it, and this
// module is what every page of the site downloads.
export {
  pagePlayerMachine,
  useNormalizeLoudness,
  usePlayerActions,
  usePlayerClock,
  usePlayerStatus,
  useSession,
  useSetSession,
} from './state/hooks.tsx';
export { currentTrack } from './state/player/player-machine.ts';
export type { PlayerTrack, QueueContext } from './state/player/player-track.ts';
export { storeQueue } from './state/player/queue-storage.ts';
export { storeVolume } from './state/player/volume-storage.ts';
export { type UploadProgress, useUploadProgress } from './state/upload-progress.ts';
export { ConfirmDialog } from './ui/alert-dialog.tsx';
export { Badge } from './ui/badge.tsx';
export { Button } from './ui/button.tsx';
export { Card } from './ui/card.tsx';
export { cn } from './ui/cn.ts';
export { Input } from './ui/input.tsx';
export { Label } from './ui/label.tsx';
export { Loading } from './ui/loading.tsx';
export { NativeSelect } from './ui/native-select.tsx';
export { PageHeader } from './ui/page-header.tsx';
export { Progress } from './ui/progress.tsx';
export { Sheet, SheetContent, SheetTrigger } from './ui/sheet.tsx';
export { Skeleton } from './ui/skeleton.tsx';
export { Tabs, TabsContent, TabsList, TabsTrigger } from './ui/tabs.tsx';
export { Textarea } from './ui/textarea.tsx';
export { Toaster, toast, toastError } from './ui/toaster.tsx';
