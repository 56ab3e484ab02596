import { Button, cn, type PlayerTrack, Sheet, SheetContent, SheetTrigger } from '@hifi/shared';
import { ArrowDown, ArrowUp, GripVertical, ListMusic, X } from 'lucide-react';
import { useRef, useState } from 'react';

export interface QueuePanelProps {
  queue: { tracks: readonly PlayerTrack[]; index: number } | null;
  onRemove(index: number): void;
  onMove(from: number, to: number): void;
}

/**
 * "Queue": what plays now and what comes next. Upcoming entries are dragged to a new place, or
 * moved up or down with buttons (the keyboard's way), and leave the queue with a button.
 */
export function QueuePanel({ queue, onRemove, onMove }: QueuePanelProps) {
  // the queue index of the entry being dragged, and of the entry it is over
  // (a ref as well as state: drag events can come faster than a render)
  const draggedIndex = useRef<number | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const endDrag = () => {
    draggedIndex.current = null;
    setDragged(null);
    setOver(null);
  };
  const current = queue?.tracks[queue.index];
  const upcoming = queue ? queue.tracks.map((track, index) => ({ track, index })).slice(queue.index + 1) : [];
  return (
    <Sheet>
      <SheetTrigger asChild>
        <Button aria-label="Queue" size="icon" variant="ghost" disabled={!queue}>
          <ListMusic aria-hidden className="size-4" />
        </Button>
      </SheetTrigger>
      <SheetContent side="right" title="Queue" className="w-80 max-w-full overflow-y-auto pt-10">
        <h2 className="text-sm font-semibold text-slate-300">Now playing</h2>
        <p className="truncate text-slate-100">{current?.title ?? 'Nothing'}</p>
        <h2 className="mt-4 text-sm font-semibold text-slate-300">Up next</h2>
        {upcoming.length === 0 ? (
          <p className="text-sm text-slate-400">Nothing queued after this track</p>
        ) : (
          <ol aria-label="Up next" className="space-y-1">
            {upcoming.map(({ track, index }, position) => (
              <li
                key={`${track.id}-${index}`}
                draggable
                data-testid="queue-entry"
                onDragStart={(event) => {
                  event.dataTransfer.effectAllowed = 'move';
                  event.dataTransfer.setData('text/plain', track.title);
                  draggedIndex.current = index;
                  setDragged(index);
                }}
                onDragOver={(event) => {
                  if (draggedIndex.current === null) return;
                  event.preventDefault();
                  setOver(index);
                }}
                onDrop={(event) => {
                  event.preventDefault();
                  const from = draggedIndex.current;
                  if (from !== null && from !== index) onMove(from, index);
                  endDrag();
                }}
                onDragEnd={endDrag}
                className={cn(
                  'flex cursor-grab items-center gap-1 rounded-md bg-slate-900 px-2 py-1',
                  dragged === index && 'opacity-50',
                  over === index && dragged !== index && 'ring-2 ring-sky-500',
                )}
              >
                <GripVertical aria-hidden className="size-4 shrink-0 text-slate-500" />
                <span className="min-w-0 flex-1 truncate text-sm text-slate-100">{track.title}</span>
                <Button
                  aria-label={`Move ${track.title} up`}
                  size="icon"
                  variant="ghost"
                  disabled={position === 0}
                  onClick={() => onMove(index, index - 1)}
                >
                  <ArrowUp aria-hidden className="size-4" />
                </Button>
                <Button
                  aria-label={`Move ${track.title} down`}
                  size="icon"
                  variant="ghost"
                  disabled={position === upcoming.length - 1}
                  onClick={() => onMove(index, index + 1)}
                >
                  <ArrowDown aria-hidden className="size-4" />
                </Button>
                <Button
                  aria-label={`Remove ${track.title} from the queue`}
                  size="icon"
                  variant="ghost"
                  onClick={() => onRemove(index)}
                >
                  <X aria-hidden className="size-4" />
                </Button>
              </li>
            ))}
          </ol>
        )}
      </SheetContent>
    </Sheet>
  );
}
