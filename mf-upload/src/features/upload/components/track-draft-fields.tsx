import { Button, CoverEditor, GenreTagInput, Input, Label, Textarea } from '@hifi/shared';
import { useId } from 'react';
import type { TrackDraft } from '../draft/upload-draft.ts';

export interface TrackDraftFieldsProps {
  draft: TrackDraft;
  /** why the server refused the file's upload, when it did */
  error?: string | null;
  disabled: boolean;
  /** shows "Apply to all" beside description and genres */
  several: boolean;
  onChange(change: Partial<Pick<TrackDraft, 'title' | 'description' | 'selectedGenres'>>): void;
  onApplyToAll(field: 'description' | 'selectedGenres'): void;
  /** the cover's preview, null for none */
  coverUrl: string | null;
  onCoverPick(image: File): Promise<string | null>;
  onCoverRemove(): void;
}

const TAG_LABELS = [
  ['artist', 'Artist'],
  ['album', 'Album'],
  ['trackNumber', 'Track'],
  ['date', 'Date'],
] as const;

/** One file's draft: its title, description and genres, and the tags read from it. */
export function TrackDraftFields({
  draft,
  error,
  disabled,
  several,
  onChange,
  onApplyToAll,
  coverUrl,
  onCoverPick,
  onCoverRemove,
}: TrackDraftFieldsProps) {
  const ids = { title: useId(), description: useId() };
  const tags = TAG_LABELS.filter(([key]) => draft.tags[key]);
  return (
    <fieldset className="space-y-4 rounded-md border border-slate-800 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-200">{draft.fileName}</legend>
      {error && (
        <p
          role="alert"
          className="rounded-md border border-red-900 bg-red-950/30 px-3 py-2 text-sm text-red-300"
        >
          {error}
        </p>
      )}
      <CoverEditor
        previewUrl={coverUrl}
        title={draft.title || draft.fileName}
        disabled={disabled}
        onPick={onCoverPick}
        onRemove={onCoverRemove}
      />
      {tags.length > 0 && (
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-400">
          {tags.map(([key, label]) => (
            <div key={key} className="flex gap-1">
              <dt>{label}</dt>
              <dd className="text-slate-200">{draft.tags[key]}</dd>
            </div>
          ))}
        </dl>
      )}
      <div className="space-y-2">
        <Label htmlFor={ids.title}>Title</Label>
        <Input
          id={ids.title}
          value={draft.title}
          disabled={disabled}
          onChange={(e) => onChange({ title: e.target.value })}
          placeholder="Defaults to the file name"
        />
      </div>
      <div className="space-y-2">
        <div className="flex items-center justify-between">
          <Label htmlFor={ids.description}>Description</Label>
          {several && (
            <ApplyToAll
              label={`Apply to all: description of ${draft.fileName}`}
              disabled={disabled}
              onClick={() => onApplyToAll('description')}
            />
          )}
        </div>
        <Textarea
          id={ids.description}
          value={draft.description}
          disabled={disabled}
          rows={2}
          onChange={(e) => onChange({ description: e.target.value })}
        />
      </div>
      <GenreTagInput
        genres={draft.selectedGenres}
        disabled={disabled}
        onChange={(selectedGenres) => onChange({ selectedGenres })}
      />
      {several && (
        <ApplyToAll
          label={`Apply to all: genres of ${draft.fileName}`}
          disabled={disabled}
          onClick={() => onApplyToAll('selectedGenres')}
        />
      )}
    </fieldset>
  );
}

function ApplyToAll({
  label,
  disabled,
  onClick,
}: {
  label: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Button type="button" variant="ghost" size="sm" disabled={disabled} aria-label={label} onClick={onClick}>
      Apply to all
    </Button>
  );
}
