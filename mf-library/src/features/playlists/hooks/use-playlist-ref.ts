import type { PlaylistRef } from '@hifi/shared';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';

/** /playlist/{id} opens a playlist by its id, /s/{token} by its secret link. */
export function usePlaylistRef(): PlaylistRef | null {
  const { id, token } = useParams();
  return useMemo(() => (token ? { link: token } : id ? { id } : null), [id, token]);
}
