import type { ArtistHit, PlaylistHit } from '@hifi/shared';
import { PersonRow } from '../../../people/components/person-row.tsx';
import type { SearchGroupState, SearchScope } from '../hooks/use-search-group.ts';
import { PlaylistHitCard } from './playlist-hit-card.tsx';
import { SearchGroup } from './search-group.tsx';

export interface SearchResultsProps {
  text: string;
  artists: SearchGroupState<'artists'>;
  playlists: SearchGroupState<'playlists'>;
  /** the group opened with "See all", or null when every group shows its first hits */
  opened: SearchScope | null;
  /** where "See all" of a group leads */
  linkTo(scope: SearchScope): string;
}

/**
 * Discover's search beside the tracks (docs/product.md#2-screens-and-routes): artists by username
 * or display name and public playlists by title, each group with its own "See all"; an opened
 * group shows all its hits, paged. The tracks follow in the page's own list.
 */
export function SearchResults({ text, artists, playlists, opened, linkTo }: SearchResultsProps) {
  const quoted = `“${text.trim()}”`;
  return (
    <div className="space-y-8">
      {(opened === null || opened === 'artists') && (
        <SearchGroup<ArtistHit>
          title="Artists"
          {...artists}
          onLoadMore={artists.loadMore}
          onRetry={artists.retry}
          seeAllTo={opened ? undefined : linkTo('artists')}
          empty={`No artists match ${quoted}`}
          keyOf={(a) => a.id}
          renderHit={(a) => <PersonRow person={a} />}
        />
      )}
      {(opened === null || opened === 'playlists') && (
        <SearchGroup<PlaylistHit>
          title="Playlists"
          {...playlists}
          onLoadMore={playlists.loadMore}
          onRetry={playlists.retry}
          seeAllTo={opened ? undefined : linkTo('playlists')}
          empty={`No playlists match ${quoted}`}
          keyOf={(p) => p.id}
          renderHit={(p) => <PlaylistHitCard playlist={p} />}
        />
      )}
    </div>
  );
}
