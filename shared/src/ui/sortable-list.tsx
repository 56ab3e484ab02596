/**
 * An ordered list its editors rearrange: drag a row by its handle, or with the keyboard — focus
 * the handle, Space to pick the row up, the arrow keys to move it, Space to drop it (Escape puts it
 * back); @dnd-kit announces each step to screen readers. Used by playlists, release tracklists and
 * the "Publish as a release" form. A subpath of @hifi/shared (`@hifi/shared/sortable-list`), so
 * only the remotes that reorder carry @dnd-kit.
 */
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
import { GripVertical } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './cn.ts';

export interface SortableListProps<T> {
  items: readonly T[];
  itemId(item: T): string;
  /** how screen readers and the handle ("Move {name}") name a row */
  itemName(item: T): string;
  /** the list's accessible name */
  label: string;
  /** false: a plain ordered list, no handles */
  editable: boolean;
  onMove(from: number, to: number): void;
  renderItem(item: T, index: number): ReactNode;
  itemClassName?: string;
  /** a data-testid for each row */
  itemTestId?: string;
}

export function SortableList<T>(props: SortableListProps<T>) {
  const { items, itemId, itemName, label, editable, onMove } = props;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(itemId);
  const name = (id: unknown) => {
    const item = items[ids.indexOf(String(id))];
    return item === undefined ? 'the row' : itemName(item);
  };
  const place = (id: unknown) => ids.indexOf(String(id)) + 1;
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onMove(from, to);
  };
  const rows = items.map((item, index) => (
    <SortableRow key={ids[index]} id={ids[index] ?? ''} name={itemName(item)} {...props}>
      {props.renderItem(item, index)}
    </SortableRow>
  ));
  if (!editable) {
    return (
      <ol aria-label={label} className="space-y-1">
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
          onDragStart: ({ active }) => `Picked up ${name(active.id)}.`,
          onDragOver: ({ active, over }) =>
            over ? `${name(active.id)} is at position ${place(over.id)}.` : '',
          onDragEnd: ({ active, over }) =>
            over
              ? `${name(active.id)} dropped at position ${place(over.id)}.`
              : `${name(active.id)} dropped.`,
          onDragCancel: ({ active }) => `Moving ${name(active.id)} was cancelled.`,
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol aria-label={label} className="space-y-1">
          {rows}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

interface RowProps {
  id: string;
  name: string;
  editable: boolean;
  itemClassName?: string;
  itemTestId?: string;
  children: ReactNode;
}

function SortableRow({ id, name, editable, itemClassName, itemTestId, children }: RowProps) {
  const sortable = useSortable({ id, disabled: !editable });
  const style = editable
    ? { transform: CSS.Transform.toString(sortable.transform), transition: sortable.transition }
    : undefined;
  return (
    <li
      ref={editable ? sortable.setNodeRef : undefined}
      style={style}
      data-testid={itemTestId}
      className={cn(itemClassName, sortable.isDragging && 'relative z-10 opacity-80 ring-2 ring-sky-500')}
    >
      {editable && (
        <button
          type="button"
          aria-label={`Move ${name}`}
          className="cursor-grab touch-none rounded p-1 text-slate-500 hover:text-slate-200 focus-visible:outline-2 focus-visible:outline-sky-500"
          {...sortable.attributes}
          {...sortable.listeners}
        >
          <GripVertical aria-hidden className="size-4" />
        </button>
      )}
      {children}
    </li>
  );
}
