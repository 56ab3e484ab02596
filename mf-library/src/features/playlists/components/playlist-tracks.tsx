import {
  Button,
  CoverArt,
  displayName,
  formatDuration,
  PlayButton,
  type PlaylistEntry,
  type QueueContext,
  toPlayerTrack,
} from '@hifi/shared';
import { SortableList } from '@hifi/shared/sortable-list';
import { X } from 'lucide-react';
import { Link } from 'react-router-dom';

export interface PlaylistTracksProps {
  entries: readonly PlaylistEntry[];
  /** owners and editors reorder and remove; everyone else only plays */
  editable: boolean;
  onMove(from: number, to: number): void;
  onRemove(entry: PlaylistEntry): void;
}

/** The playlist's tracks in order; editors move them by drag or keyboard (SortableList). */
export function PlaylistTracks({ entries, editable, onMove, onRemove }: PlaylistTracksProps) {
  const queue = (index: number): QueueContext => ({
    tracks: entries.map((e) => toPlayerTrack(e.track)),
    index,
  });
  return (
    <SortableList
      items={entries}
      itemId={(e) => String(e.id)}
      itemName={(e) => e.track.title}
      label="Tracks"
      editable={editable}
      onMove={onMove}
      itemTestId="playlist-entry"
      itemClassName="flex items-center gap-3 rounded-md border border-slate-800 bg-slate-950 px-2 py-2"
      renderItem={(entry, index) => (
        <PlaylistRow
          entry={entry}
          index={index}
          editable={editable}
          queue={() => queue(index)}
          onRemove={onRemove}
        />
      )}
    />
  );
}

interface RowProps {
  entry: PlaylistEntry;
  index: number;
  editable: boolean;
  queue: () => QueueContext;
  onRemove(entry: PlaylistEntry): void;
}

function PlaylistRow({ entry, index, editable, queue, onRemove }: RowProps) {
  const { track } = entry;
  return (
    <>
      <span className="w-6 shrink-0 text-right text-sm tabular-nums text-slate-400">{index + 1}</span>
      {/* a phone keeps the room for the title */}
      <span className="hidden shrink-0 sm:block">
        <CoverArt coverPath={track.cover_path} title={track.title} size={96} className="size-10" />
      </span>
      <PlayButton track={toPlayerTrack(track)} queue={queue} className="shrink-0 rounded-full" />
      <div className="min-w-0 flex-1">
        <Link to={`/audio/${track.id}`} className="block truncate font-medium text-slate-100 hover:underline">
          {track.title}
        </Link>
        <Link
          to={`/profile/${track.user_id}`}
          className="block truncate text-sm text-slate-400 hover:underline"
        >
          {displayName(track.profiles)}
        </Link>
      </div>
      <span className="shrink-0 text-sm tabular-nums text-slate-400">{formatDuration(track.duration)}</span>
      {editable && (
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Remove ${track.title} from the playlist`}
          onClick={() => onRemove(entry)}
        >
          <X aria-hidden className="size-4" />
        </Button>
      )}
    </>
  );
}
