/**
 * The remote modules the shell renders, by the remote contract of docs/architecture.md#packages. Each loader is
 * created once so a RemoteSlot keeps its lazy component across renders.
 */
import type { RemoteLoader } from './components/remote-slot.tsx';
import { loadLiveRemote } from './live-remotes.ts';
import type { RemoteId } from './remote-contracts.ts';

export interface RemoteModule {
  id: string;
  /** The MF remote name, also the slot's style scope (see shared/mf/postcss-scope-utilities.mjs). */
  remote: string;
  load: RemoteLoader;
}

function remoteModule(id: RemoteId): RemoteModule {
  return { id, remote: id.split('/')[0] as string, load: (options) => loadLiveRemote(id, options) };
}

export const remotes = {
  discoverPage: remoteModule('mf_discover/DiscoverPage'),
  trackPage: remoteModule('mf_discover/TrackPage'),
  profilePage: remoteModule('mf_discover/ProfilePage'),
  releasePage: remoteModule('mf_discover/ReleasePage'),
  uploadPage: remoteModule('mf_upload/UploadPage'),
  libraryPage: remoteModule('mf_library/LibraryPage'),
  recentPage: remoteModule('mf_library/RecentPage'),
  feedPage: remoteModule('mf_library/FeedPage'),
  notificationsPage: remoteModule('mf_library/NotificationsPage'),
  playlistPage: remoteModule('mf_library/PlaylistPage'),
  playerBar: remoteModule('mf_player/PlayerBar'),
  embedPlayer: remoteModule('mf_embed/EmbedPlayer'),
};
