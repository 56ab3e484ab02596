import {
  Button,
  displayName,
  formatMonthYear,
  type Profile,
  type Track,
  TrackCard,
  useLikedIds,
  useListQueue,
} from '@hifi/shared';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { FollowButton } from '../../../people/components/follow-button.tsx';
import { ProfileFollowList } from '../../../people/components/follow-list.tsx';
import { ProfileReleases } from './profile-releases.tsx';
import { UsernameEditor } from './username-editor.tsx';

export interface ProfileViewProps {
  profile: Profile;
  tracks: readonly Track[];
  isOwner: boolean;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function ProfileView({ profile, tracks, isOwner }: ProfileViewProps) {
  const [editing, setEditing] = useState(false);
  const ids = useMemo(() => tracks.map((t) => t.id), [tracks]);
  const likedIds = useLikedIds(ids);
  const queueOf = useListQueue(tracks);
  const name = displayName(profile);
  // ?list=followers or ?list=following opens that list (shareable, and Back closes it)
  const [params] = useSearchParams();
  const listParam = params.get('list');
  const list = listParam === 'followers' || listParam === 'following' ? listParam : null;
  const countLink =
    'rounded hover:underline focus-visible:outline-2 focus-visible:outline-sky-500 aria-[current=true]:font-semibold aria-[current=true]:text-slate-100';
  return (
    <div className="space-y-8">
      <header className="space-y-2">
        {editing ? (
          <UsernameEditor
            userId={profile.id}
            current={name}
            username={profile.username}
            onClose={() => setEditing(false)}
          />
        ) : (
          <div className="flex items-center gap-3">
            <h1 className="break-all text-3xl font-bold tracking-tight text-slate-50">{name}</h1>
            {isOwner && (
              <Button variant="outline" size="sm" onClick={() => setEditing(true)} aria-label="Edit username">
                Edit
              </Button>
            )}
            <FollowButton profileId={profile.id} />
          </div>
        )}
        {isOwner && profile.email && <p className="text-slate-400">{profile.email}</p>}
        <p className="text-sm text-slate-400">
          Member since {formatMonthYear(profile.created_at)} ·{' '}
          <span data-testid="track-count">
            {tracks.length} {tracks.length === 1 ? 'track' : 'tracks'}
          </span>
        </p>
        <p className="text-sm text-slate-300">
          <Link
            to="?list=followers"
            data-testid="followers-count"
            aria-current={list === 'followers'}
            className={countLink}
          >
            {plural(profile.followers_count ?? 0, 'follower', 'followers')}
          </Link>{' '}
          ·{' '}
          <Link
            to="?list=following"
            data-testid="following-count"
            aria-current={list === 'following'}
            className={countLink}
          >
            {profile.following_count ?? 0} following
          </Link>
        </p>
      </header>
      {list && (
        <div className="space-y-2">
          <ProfileFollowList userId={profile.id} direction={list} name={name} />
          <Link to="?" className="inline-block text-sm font-medium text-sky-400 hover:underline">
            Close list
          </Link>
        </div>
      )}
      <ProfileReleases userId={profile.id} />
      <section className="space-y-4">
        <h2 className="text-xl font-semibold text-slate-100">{isOwner ? 'Your Tracks' : 'Tracks'}</h2>
        {tracks.length === 0 ? (
          <p className="text-slate-400">No tracks uploaded yet</p>
        ) : (
          <ul className="space-y-4">
            {tracks.map((track) => (
              <li key={track.id}>
                <TrackCard track={track} liked={likedIds.has(track.id)} queueOf={queueOf} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
