// The public surface of @hifi/shared: this one entry is what Module Federation shares as a
// singleton, so everything the apps use must be reachable from here.

export type { Session } from '@supabase/supabase-js';
export {
  AUTH_STORAGE_KEY,
  getSupabase,
  getSupabaseConfig,
  initSupabase,
  type SupabaseConfig,
} from './client/supabase-client.ts';
export { PRODUCT_NAME } from './config/product.ts';
export type { RuntimeConfig } from './config/runtime-config.ts';
export { fetchRuntimeConfig, parseRuntimeConfig, RuntimeConfigError } from './config/runtime-config.ts';
export {
  type AnalysisStatus,
  analysisKeys,
  type TrackAnalysis,
  type VerdictFacts,
} from './data/analysis/analysis-shape.ts';
export { trackAnalysisOptions, trackAnalysisQuery } from './data/analysis/track-analysis-query.ts';
export { waveformOptions } from './data/analysis/waveform-query.ts';
export {
  type AuthSettings,
  authKeys,
  authSettingsOptions,
  authSettingsQuery,
  socialProviders,
} from './data/auth/auth-settings-query.ts';
export { addCommentMutation, EmptyCommentError } from './data/comments/add-comment-mutation.ts';
export { commentKeys, type TrackComment } from './data/comments/comment-shape.ts';
export { commentsOptions, commentsQuery } from './data/comments/comments-query.ts';
export { useAddComment } from './data/comments/use-add-comment.ts';
export { type CoverSize, coverUrl } from './data/covers/cover-url.ts';
export { uploadCoverMutation } from './data/covers/upload-cover-mutation.ts';
export {
  type EmbedTrack,
  embedKeys,
  embedTrack,
  embedTrackOptions,
} from './data/embed/embed-track-query.ts';
export { feedKeys } from './data/feed/feed-keys.ts';
export { FEED_PAGE_SIZE, type FeedPage, feedOptions, feedQuery } from './data/feed/feed-query.ts';
export { followKeys } from './data/follows/follow-keys.ts';
export { followListOptions, followListQuery } from './data/follows/follow-list-query.ts';
export {
  FOLLOW_PAGE_SIZE,
  type FollowDirection,
  type FollowPage,
  type FollowPerson,
} from './data/follows/follow-list-request.ts';
export { followStatusOptions, followStatusQuery } from './data/follows/follow-status-query.ts';
export { setFollowMutation, useSetFollow } from './data/follows/set-follow-mutation.ts';
export {
  SUGGESTED_ARTISTS,
  type SuggestedArtist,
  suggestedArtistsOptions,
} from './data/follows/suggested-artists-query.ts';
export { libraryKeys } from './data/library/library-keys.ts';
export { type LibraryTab, libraryTracksOptions } from './data/library/library-tracks-options.ts';
export { likedTracksOptions, likedTracksQuery } from './data/library/liked-tracks-query.ts';
export { likedIdsOptions, likedIdsQuery, likeKeys } from './data/likes/liked-ids-query.ts';
export { setLikeMutation } from './data/likes/set-like-mutation.ts';
export {
  markNotificationsReadMutation,
  useMarkNotificationsRead,
} from './data/notifications/mark-notifications-read-mutation.ts';
export { notificationKeys } from './data/notifications/notification-keys.ts';
export {
  type HifiNotification,
  type NotificationKind,
  notificationLink,
} from './data/notifications/notification-shape.ts';
export {
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationsPage,
  notificationsOptions,
} from './data/notifications/notifications-query.ts';
export { UNREAD_POLL_MS, unreadCountOptions } from './data/notifications/unread-count-query.ts';
export { addToPlaylistMutation, useAddToPlaylist } from './data/playlists/add-to-playlist-mutation.ts';
export {
  createPlaylistMutation,
  PLAYLIST_TITLE_MAX,
  playlistTitleProblem,
  useCreatePlaylist,
} from './data/playlists/create-playlist-mutation.ts';
export {
  type EditablePlaylist,
  editablePlaylistsOptions,
  editablePlaylistsQuery,
} from './data/playlists/editable-playlists-query.ts';
export {
  inviteEditorMutation,
  removeEditorMutation,
  useInviteEditor,
  useRemoveEditor,
} from './data/playlists/invite-editor-mutation.ts';
export {
  movePlaylistEntryMutation,
  useMovePlaylistEntry,
} from './data/playlists/move-playlist-entry-mutation.ts';
export { type PlaylistRef, playlistKeys } from './data/playlists/playlist-keys.ts';
export { playlistOptions, playlistQuery } from './data/playlists/playlist-query.ts';
export {
  mosaicCovers,
  moveEntry,
  type Playlist,
  type PlaylistEntry,
  type PlaylistPerson,
  type PlaylistSummary,
  type PlaylistVisibility,
  playlistDuration,
  positionForMove,
} from './data/playlists/playlist-shape.ts';
export {
  removePlaylistEntryMutation,
  useRemovePlaylistEntry,
} from './data/playlists/remove-playlist-entry-mutation.ts';
export {
  deletePlaylistMutation,
  type PlaylistChange,
  replacePlaylistLinkMutation,
  updatePlaylistMutation,
  useDeletePlaylist,
  useReplacePlaylistLink,
  useUpdatePlaylist,
} from './data/playlists/update-playlist-mutation.ts';
export { RECORD_PLAY_ERROR, recordPlay } from './data/plays/record-play-mutation.ts';
export { profileOptions, profileQuery } from './data/profiles/profile-query.ts';
export { displayName, type Profile, profileKeys } from './data/profiles/profile-shape.ts';
export { UsernameError, updateUsernameMutation } from './data/profiles/update-username-mutation.ts';
export { useUpdateUsername } from './data/profiles/use-update-username.ts';
export { hifiQueryClient } from './data/query-client.ts';
export {
  RECENT_PLAYS_LIMIT,
  type RecentPlay,
  recentPlaysOptions,
  recentPlaysQuery,
} from './data/recent/recent-plays-query.ts';
export { LICENCE_IDS, LICENCES, type Licence, type LicenceId, licenceOf } from './data/releases/licences.ts';
export { type LinkKind, linkKindOptions } from './data/releases/link-kind-query.ts';
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
export { type ReleaseSummary, userReleasesOptions } from './data/releases/user-releases-query.ts';
export { searchKeys } from './data/search/search-keys.ts';
export {
  type SearchGroupName,
  type SearchHits,
  searchAllOptions,
  searchGroupQuery,
  searchPreviewOptions,
} from './data/search/search-queries.ts';
export {
  type ArtistHit,
  type PlaylistHit,
  SEARCH_GROUP_SIZE,
  SEARCH_PAGE_SIZE,
} from './data/search/search-request.ts';
export { AUDIO_BUCKET } from './data/storage/audio-bucket.ts';
export { audioPublicUrl } from './data/storage/audio-public-url.ts';
export {
  audioSignedUrl,
  DURATION_URL_SECONDS,
  PLAYER_URL_SECONDS,
} from './data/storage/audio-signed-url-query.ts';
export {
  needsRendition,
  type PlayableTrack,
  playableAudioUrl,
  playableObjectPath,
  RenditionPendingError,
} from './data/storage/playable-audio-url.ts';
export {
  type PrefetchOutcome,
  prefetchAllowed,
  prefetchAudio,
  prefetchOnIntent,
} from './data/storage/prefetch-audio.ts';
export { DEFAULT_DISCOVERY_REQUEST, discoveryOptions } from './data/tracks/discovery-options.ts';
export {
  DISCOVERY_FORMATS,
  DISCOVERY_PAGE_SIZE,
  DISCOVERY_SORTS,
  type DiscoveryCursor,
  type DiscoveryFormat,
  type DiscoveryPage,
  type DiscoveryParams,
  type DiscoveryQuality,
  type DiscoverySort,
  type DiscoveryView,
  discoveryQuery,
} from './data/tracks/discovery-query.ts';
export {
  DEFAULT_FEATURED_USERNAME,
  featuredTrackOptions,
  featuredTrackQuery,
} from './data/tracks/featured-track-query.ts';
export { genresOptions, genresQuery } from './data/tracks/genres-query.ts';
export { trackOptions, trackQuery } from './data/tracks/track-query.ts';
export {
  TRACK_SELECT,
  type Track,
  type TrackAuthor,
  trackKeys,
} from './data/tracks/track-shape.ts';
export { shownTrackTags, type TrackTags, trackTags } from './data/tracks/track-tags.ts';
export { userTracksOptions, userTracksQuery } from './data/tracks/user-tracks-query.ts';
export { DeleteTrackError, deleteTrackMutation } from './data/uploads/delete-track-mutation.ts';
export { insertTrackMutation, type NewTrack } from './data/uploads/insert-track-mutation.ts';
export {
  type ResumableUploadTarget,
  resumableUploadTarget,
  UPLOAD_CACHE_CONTROL,
} from './data/uploads/resumable-upload-target.ts';
export { type TrackEdit, updateTrackMutation } from './data/uploads/update-track-mutation.ts';
export { useDeleteTrack, useUpdateTrack } from './data/uploads/use-track-mutations.ts';
export { type UploadVerdict, verifyUploadMutation } from './data/uploads/verify-upload-mutation.ts';
export type { AnalysisPanelProps } from './features/analysis/analysis-panel.tsx';
export {
  type DeclaredFormat,
  kHz,
  type Verdict,
  type VerdictKind,
  verdictOf,
} from './features/analysis/verdict.ts';
export { VerdictMark } from './features/analysis/verdict-mark.tsx';
export {
  AnalysisPanel,
  CoverEditor,
  Select,
  ShareDialog,
  ShortcutsDialog,
} from './features/lazy/on-demand.ts';
export { ItemLoadError, ItemNotFound } from './features/page-states/page-states.tsx';
export {
  AudioEngine,
  type AudioEngineOptions,
  LOAD_ERROR,
  type Slot as AudioEngineSlot,
  START_ERROR,
} from './features/player/engine/audio-engine.ts';
export { AUTO_START_DELAYS_MS, autoStart, type Playable } from './features/player/engine/auto-start.ts';
export { chosenReplayGain, normalizationGain } from './features/player/engine/loudness-gain.ts';
export { listenToMedia, PLAY_ERROR } from './features/player/engine/media-events.ts';
export { createPlayRecorder } from './features/player/engine/play-recorder.ts';
export { formatTime } from './features/player/format-time.ts';
export { PLAY_LOADING_MS, PlayButton, type PlayButtonProps } from './features/player/play-button.tsx';
export {
  PLAYER_SHORTCUTS,
  type Shortcut,
  type ShortcutAction,
  shortcutFor,
} from './features/player/player-shortcuts.ts';
export { SeekBar, type SeekBarProps } from './features/player/seek-bar.tsx';
export type { ShortcutsDialogProps } from './features/player/shortcuts-dialog.tsx';
export { embedCode, startSecondsFrom, trackLink } from './features/player/start-time.ts';
export { useListQueue } from './features/player/use-list-queue.ts';
export { type TrackPeaks, useTrackPeaks } from './features/player/use-track-peaks.ts';
export { Waveform, type WaveformPeaks, type WaveformProps } from './features/player/waveform.tsx';
export { AddToPlaylistButton } from './features/playlists/add-to-playlist-button.tsx';
export { StoreProvider } from './features/providers/store-provider.tsx';
export type { ShareDialogProps } from './features/share/share-dialog.tsx';
export {
  COVER_MESSAGES,
  checkCoverImage,
  MAX_COVER_BYTES,
} from './features/track-form/check-cover-image.ts';
export type { CoverEditorProps } from './features/track-form/cover-editor.tsx';
export { COVER_SIZES, makeCoverSizes } from './features/track-form/cover-sizes.ts';
export { GenreTagInput, type GenreTagInputProps } from './features/track-form/genre-tag-input.tsx';
export { addGenre, removeGenre } from './features/track-form/genre-tags.ts';
export { CoverArt, type CoverArtProps } from './features/tracks/cover-art.tsx';
export {
  DownloadOriginal,
  type DownloadOriginalProps,
  downloadName,
} from './features/tracks/download-original.tsx';
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
export { LikeButton, type LikeButtonProps } from './features/tracks/like-button.tsx';
export { QueueButtons } from './features/tracks/queue-buttons.tsx';
export { sampleTrack } from './features/tracks/sample-tracks.ts';
export {
  TrackCard,
  type TrackCardProps,
  TrackCardSkeleton,
  toPlayerTrack,
} from './features/tracks/track-card.tsx';
export { TrackLikeButton, type TrackLikeButtonProps } from './features/tracks/track-like-button.tsx';
export { type LikeState, useLike } from './features/tracks/use-like.ts';
export { useLikedIds } from './features/tracks/use-liked-ids.ts';
// The site's upload session: Uppy's code loads with the first loadUploadSession() call (types only here).
export { batchProgress, bytesOnTheWay, isSending } from './features/upload-session/batch-progress.ts';
export type { HifiUppy, UploadMeta, UppyTarget } from './features/upload-session/create-uppy.ts';
export { loadUploadSession } from './features/upload-session/load-upload-session.ts';
export {
  CHUNK_SIZE,
  CONCURRENT_UPLOADS,
  INFO_TIMEOUT_MS,
  MAX_FILE_SIZE,
  RETRY_DELAYS,
} from './features/upload-session/upload-limits.ts';
export {
  type FirstViewData,
  firstViewPath,
  readFirstViewData,
  readTrackFirstViewData,
  releaseFirstView,
  showsFirstView,
  type TrackFirstViewData,
} from './first-view/first-view.ts';
// mountStandalone is '@hifi/shared/standalone': only a remote's standalone page uses it, and this
// module is what every page of the site downloads.
export {
  pagePlayerMachine,
  playerNow,
  useNormalizeLoudness,
  usePlayerActions,
  usePlayerClock,
  usePlayerStatus,
  useSession,
  useSetSession,
} from './state/hooks.tsx';
export * as playerAtoms from './state/player/player-atoms.ts';
export {
  currentTrack,
  type EngineEvent,
  initialPlayerState,
  type PlayerEvent,
  type PlayerIntent,
  type PlayerMachine,
  type PlayerState,
  type PlayerStatus,
  playerReducer,
  RESTART_THRESHOLD_S,
} from './state/player/player-machine.ts';
export type { PlayerTrack, QueueContext } from './state/player/player-track.ts';
export { type StoredQueue, storedQueue, storeQueue } from './state/player/queue-storage.ts';
export { storedVolume, storeVolume } from './state/player/volume-storage.ts';
export { type SessionState, sessionAtom } from './state/session-atom.ts';
export { hifiStore } from './state/store.ts';
export {
  reportUploadProgress,
  type UploadProgress,
  uploadProgressAtom,
  useUploadProgress,
} from './state/upload-progress.ts';
export { ConfirmDialog, type ConfirmDialogProps } from './ui/alert-dialog.tsx';
export { Badge, type BadgeProps } from './ui/badge.tsx';
export { Button, type ButtonProps } from './ui/button.tsx';
export { Card } from './ui/card.tsx';
export { cn } from './ui/cn.ts';
export { Input } from './ui/input.tsx';
export { Label } from './ui/label.tsx';
export { Loading } from './ui/loading.tsx';
export { PageHeader } from './ui/page-header.tsx';
export { Progress, type ProgressProps } from './ui/progress.tsx';
export type { SelectOption, SelectProps } from './ui/select.tsx';
export { Separator } from './ui/separator.tsx';
export { Sheet, SheetClose, SheetContent, SheetTrigger } from './ui/sheet.tsx';
export { Skeleton } from './ui/skeleton.tsx';
export { Tabs, TabsContent, TabsList, TabsTrigger } from './ui/tabs.tsx';
export { Textarea } from './ui/textarea.tsx';
export { Toaster, toast, toastError } from './ui/toaster.tsx';
