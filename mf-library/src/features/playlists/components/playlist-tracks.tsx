import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  Button,
  CoverArt,
  cn,
  displayName,
  formatDuration,
  PlayButton,
  type PlaylistEntry,
  type QueueContext,
  toPlayerTrack,
} from '@hifi/shared';
import { GripVertical, X } from 'lucide-react';
import { Link } from 'react-router-dom';

export interface PlaylistTracksProps {
  entries: readonly PlaylistEntry[];
  /** owners and editors reorder and remove; everyone else only plays */
  editable: boolean;
  onMove(from: number, to: number): void;
  onRemove(entry: PlaylistEntry): void;
}

/**
 * The playlist's tracks in order. Editors drag a row by its handle, or with the keyboard: focus
 * the handle, Space to pick it up, the arrow keys to move it, Space to drop it (Escape puts it
 * back); @dnd-kit announces each step to screen readers.
 */
export function PlaylistTracks({ entries, editable, onMove, onRemove }: PlaylistTracksProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const queue = (index: number): QueueContext => ({
    tracks: entries.map((e) => toPlayerTrack(e.track)),
    index,
  });
  const title = (id: unknown) => entries.find((e) => e.id === id)?.track.title ?? 'the track';
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = entries.findIndex((e) => e.id === active.id);
    const to = entries.findIndex((e) => e.id === over.id);
    if (from >= 0 && to >= 0) onMove(from, to);
  };
  const rows = entries.map((entry, index) => (
    <PlaylistRow
      key={entry.id}
      entry={entry}
      index={index}
      editable={editable}
      queue={() => queue(index)}
      onRemove={onRemove}
    />
  ));
  if (!editable) {
    return (
      <ol aria-label="Tracks" className="space-y-1">
        {rows}
      </ol>
    );
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: {
          onDragStart: ({ active }) => `Picked up ${title(active.id)}.`,
          onDragOver: ({ active, over }) =>
            over
              ? `${title(active.id)} is at position ${entries.findIndex((e) => e.id === over.id) + 1}.`
              : '',
          onDragEnd: ({ active, over }) =>
            over
              ? `${title(active.id)} dropped at position ${entries.findIndex((e) => e.id === over.id) + 1}.`
              : `${title(active.id)} dropped.`,
          onDragCancel: ({ active }) => `Moving ${title(active.id)} was cancelled.`,
        },
      }}
    >
      <SortableContext items={entries.map((e) => e.id)} strategy={verticalListSortingStrategy}>
        <ol aria-label="Tracks" className="space-y-1">
          {rows}
        </ol>
      </SortableContext>
    </DndContext>
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
  const sortable = useSortable({ id: entry.id, disabled: !editable });
  const style = editable
    ? { transform: CSS.Transform.toString(sortable.transform), transition: sortable.transition }
    : undefined;
  return (
    <li
      ref={editable ? sortable.setNodeRef : undefined}
      style={style}
      data-testid="playlist-entry"
      className={cn(
        'flex items-center gap-3 rounded-md border border-slate-800 bg-slate-950 px-2 py-2',
        sortable.isDragging && 'relative z-10 opacity-80 ring-2 ring-sky-500',
      )}
    >
      {editable && (
        <button
          type="button"
          aria-label={`Move ${track.title}`}
          className="cursor-grab touch-none rounded p-1 text-slate-500 hover:text-slate-200 focus-visible:outline-2 focus-visible:outline-sky-500"
          {...sortable.attributes}
          {...sortable.listeners}
        >
          <GripVertical aria-hidden className="size-4" />
        </button>
      )}
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
    </li>
  );
}
