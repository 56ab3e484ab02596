import { useId } from 'react';
import { LICENCE_IDS, LICENCES, type LicenceId } from '../../data/releases/licences.ts';
import type { ReleaseDetails } from '../../data/releases/release-mutations.ts';
import { KIND_LABELS, type ReleaseKind, type Visibility } from '../../data/releases/release-shape.ts';
import { Input } from '../../ui/input.tsx';
import { Label } from '../../ui/label.tsx';
import { NativeSelect } from '../../ui/native-select.tsx';

export const VISIBILITY_LABELS: Record<Visibility, string> = {
  public: 'Public: listed, anyone listens',
  unlisted: 'Unlisted: only through its secret link',
  private: 'Private: only you',
};

export const emptyReleaseDetails = (): ReleaseDetails => ({
  title: '',
  kind: 'album',
  releaseDate: null,
  licence: 'all-rights-reserved',
  visibility: 'public',
  catalogueNumber: null,
  description: null,
});

export interface ReleaseFieldsProps {
  value: ReleaseDetails;
  onChange(change: Partial<ReleaseDetails>): void;
  disabled?: boolean;
  /** also the catalogue number and description (editing a release; a new one leaves them out) */
  full?: boolean;
}

/**
 * A release's details as the member sets them when making one (Library, "Publish as a release")
 * or editing it: title, kind, date, licence and who may listen.
 */
export function ReleaseFields({ value, onChange, disabled, full }: ReleaseFieldsProps) {
  const id = useId();
  return (
    <fieldset disabled={disabled} className="grid gap-3 sm:grid-cols-2">
      <div className="space-y-1 sm:col-span-2">
        <Label htmlFor={`${id}-title`}>Release title</Label>
        <Input
          id={`${id}-title`}
          value={value.title}
          maxLength={200}
          onChange={(e) => onChange({ title: e.target.value })}
        />
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-kind`}>Kind</Label>
        <NativeSelect
          id={`${id}-kind`}
          value={value.kind}
          onChange={(e) => onChange({ kind: e.target.value as ReleaseKind })}
        >
          {Object.entries(KIND_LABELS).map(([kind, label]) => (
            <option key={kind} value={kind}>
              {label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-date`}>Release date</Label>
        <Input
          id={`${id}-date`}
          type="date"
          value={value.releaseDate ?? ''}
          onChange={(e) => onChange({ releaseDate: e.target.value || null })}
        />
      </div>
      <LicenceField value={value.licence} onChange={(licence) => onChange({ licence })} />
      <VisibilityField value={value.visibility} onChange={(visibility) => onChange({ visibility })} />
      {full && (
        <>
          <div className="space-y-1">
            <Label htmlFor={`${id}-catalogue`}>Catalogue number</Label>
            <Input
              id={`${id}-catalogue`}
              value={value.catalogueNumber ?? ''}
              maxLength={64}
              onChange={(e) => onChange({ catalogueNumber: e.target.value || null })}
            />
          </div>
          <div className="space-y-1 sm:col-span-2">
            <Label htmlFor={`${id}-description`}>Description</Label>
            <textarea
              id={`${id}-description`}
              value={value.description ?? ''}
              maxLength={5000}
              rows={3}
              onChange={(e) => onChange({ description: e.target.value || null })}
              className="block w-full rounded-md border border-slate-600 bg-slate-900 px-3 py-2 text-sm text-slate-100 focus-visible:outline-2 focus-visible:outline-sky-500"
            />
          </div>
        </>
      )}
    </fieldset>
  );
}

export interface ChoiceFieldProps<T> {
  value: T;
  onChange(value: T): void;
  disabled?: boolean;
}

/** "Licence": one of the licences a track or release may carry. */
export function LicenceField({ value, onChange, disabled }: ChoiceFieldProps<LicenceId>) {
  const id = useId();
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>Licence</Label>
      <NativeSelect
        id={id}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value as LicenceId)}
      >
        {LICENCE_IDS.map((licence) => (
          <option key={licence} value={licence}>
            {LICENCES[licence].label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** "Who may listen": public, unlisted or private. */
export function VisibilityField({ value, onChange, disabled }: ChoiceFieldProps<Visibility>) {
  const id = useId();
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>Who may listen</Label>
      <NativeSelect
        id={id}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value as Visibility)}
      >
        {Object.entries(VISIBILITY_LABELS).map(([visibility, label]) => (
          <option key={visibility} value={visibility}>
            {label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
