/**
 * What the shell expects of each remote module, typed from the declarations the remote publishes
 * (docs/architecture.md#contract-types; `pnpm typecheck` writes them from the remotes' source
 * into shell/@mf-types first). A slot renders the default export with no props, so a module that
 * is gone, lost its default export or needs a prop fails tsc here, naming the module.
 */
import type { ComponentType } from 'react';

export interface RemoteContracts {
  'mf_discover/DiscoverPage': typeof import('mf_discover/DiscoverPage');
  'mf_discover/TrackPage': typeof import('mf_discover/TrackPage');
  'mf_discover/ProfilePage': typeof import('mf_discover/ProfilePage');
  'mf_discover/ReleasePage': typeof import('mf_discover/ReleasePage');
  'mf_upload/UploadPage': typeof import('mf_upload/UploadPage');
  'mf_library/LibraryPage': typeof import('mf_library/LibraryPage');
  'mf_library/RecentPage': typeof import('mf_library/RecentPage');
  'mf_library/FeedPage': typeof import('mf_library/FeedPage');
  'mf_library/NotificationsPage': typeof import('mf_library/NotificationsPage');
  'mf_library/PlaylistPage': typeof import('mf_library/PlaylistPage');
  'mf_player/PlayerBar': typeof import('mf_player/PlayerBar');
  'mf_embed/EmbedPlayer': typeof import('mf_embed/EmbedPlayer');
}

export type RemoteId = keyof RemoteContracts;

/** What a RemoteSlot renders: a component it can mount without props. */
export interface SlotModule {
  default: ComponentType;
}

/** Fails tsc with "The types of '["mf_discover/TrackPage"].default' are incompatible" when a contract breaks. */
type Renderable<T extends Record<RemoteId, SlotModule>> = T;
export type SlotContracts = Renderable<RemoteContracts>;
