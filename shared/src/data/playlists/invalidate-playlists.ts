import { hifiQueryClient } from '../query-client.ts';
import { playlistKeys } from './playlist-keys.ts';

/** Every view of every playlist reads again: pages, the dialog's list, the sidebar, the Library tab. */
export const invalidatePlaylists = () => hifiQueryClient.invalidateQueries({ queryKey: playlistKeys.all });
