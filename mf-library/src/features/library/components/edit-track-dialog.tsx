import {
  Button,
  COVER_MESSAGES,
  CoverEditor,
  type CoverSize,
  checkCoverImage,
  coverUrl,
  GenreTagInput,
  Input,
  Label,
  type LicenceId,
  licenceOf,
  makeCoverSizes,
  Textarea,
  type Track,
  type TrackEdit,
} from '@hifi/shared';
import { LicenceField, VisibilityField } from '@hifi/shared/release-fields';
import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, useEffect, useId, useState } from 'react';

type Visibility = NonNullable<TrackEdit['visibility']>;

/** An ISO time as a datetime-local input shows it (the browser's time zone, to the second). */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const at = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
}

/** What happens to the cover on save: new sizes to store, null to remove it, undefined to keep it. */
export type CoverChange = Record<CoverSize, Blob> | null | undefined;

export interface EditTrackDialogProps {
  track: Track | null;
  saving: boolean;
  onCancel(): void;
  onSave(edit: TrackEdit, cover: CoverChange): void;
}

/**
 * 'Edit Audio File': title, description, genres, cover, downloads, who may listen, licence and
 * when it is published, of one of the member's own tracks.
 */
export function EditTrackDialog({ track, saving, onCancel, onSave }: EditTrackDialogProps) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [genres, setGenres] = useState<string[]>([]);
  const [downloadAllowed, setDownloadAllowed] = useState(false);
  const [cover, setCover] = useState<CoverChange>(undefined);
  const [coverPreview, setCoverPreview] = useState<string | null>(null);
  const [visibility, setVisibility] = useState<Visibility>('public');
  const [licence, setLicence] = useState<LicenceId>('all-rights-reserved');
  const [publishAt, setPublishAt] = useState('');
  const ids = {
    title: useId(),
    description: useId(),
    download: useId(),
    publishAt: useId(),
  };

  useEffect(() => {
    setTitle(track?.title ?? '');
    setDescription(track?.description ?? '');
    setGenres(track?.genres ?? []);
    setDownloadAllowed(track?.download_allowed ?? false);
    setCover(undefined);
    setVisibility((track?.visibility as Visibility | undefined) ?? 'public');
    setLicence(licenceOf(track?.licence).id);
    setPublishAt(toLocalInput(track?.publish_at));
  }, [track]);

  // The preview: the new cover's object URL, the stored one's 600 px, or none.
  useEffect(() => {
    if (cover) {
      const url = URL.createObjectURL(cover[600]);
      setCoverPreview(url);
      return () => URL.revokeObjectURL(url);
    }
    setCoverPreview(cover === undefined && track?.cover_path ? coverUrl(track.cover_path, 600) : null);
  }, [cover, track]);

  const pickCover = async (image: File): Promise<string | null> => {
    const check = checkCoverImage(new Uint8Array(await image.slice(0, 12).arrayBuffer()), image.size);
    if (!check.ok) return check.message;
    const sizes = await makeCoverSizes(image).catch(() => null);
    if (!sizes) return COVER_MESSAGES.notImage;
    setCover(sizes);
    return null;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(
      {
        title: title.trim(),
        description: description.trim() || null,
        genres,
        download_allowed: downloadAllowed,
        visibility,
        licence,
        // the browser's local time, as typed; empty publishes it now
        publish_at: publishAt ? new Date(publishAt).toISOString() : null,
      },
      cover,
    );
  };

  return (
    <Dialog.Root open={track !== null} onOpenChange={(open) => !open && !saving && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-full max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg border border-slate-700 bg-slate-900 p-6 text-slate-100">
          <Dialog.Title className="mb-4 text-lg font-semibold">Edit Audio File</Dialog.Title>
          <Dialog.Description className="sr-only">
            Change the title, description, genres and cover, whether listeners may download the file, who may
            listen, its licence and when it is published.
          </Dialog.Description>
          <form onSubmit={submit} className="space-y-4">
            <div className="space-y-2">
              <Label htmlFor={ids.title}>Title</Label>
              <Input id={ids.title} required value={title} onChange={(e) => setTitle(e.target.value)} />
            </div>
            <div className="space-y-2">
              <Label htmlFor={ids.description}>Description</Label>
              <Textarea
                id={ids.description}
                rows={3}
                value={description}
                onChange={(e) => setDescription(e.target.value)}
              />
            </div>
            <GenreTagInput genres={genres} onChange={setGenres} disabled={saving} />
            <CoverEditor
              previewUrl={coverPreview}
              title={title || (track?.title ?? '')}
              disabled={saving}
              onPick={pickCover}
              onRemove={() => setCover(null)}
            />
            <div className="flex items-center justify-between gap-4">
              <Label htmlFor={ids.download}>Allow downloads</Label>
              <input
                id={ids.download}
                type="checkbox"
                role="switch"
                aria-checked={downloadAllowed}
                className="size-5 accent-sky-500"
                checked={downloadAllowed}
                disabled={saving}
                onChange={(e) => setDownloadAllowed(e.target.checked)}
              />
            </div>
            <div className="grid gap-3 sm:grid-cols-2">
              <VisibilityField value={visibility} onChange={setVisibility} disabled={saving} />
              <LicenceField value={licence} onChange={setLicence} disabled={saving} />
              <div className="space-y-1 sm:col-span-2">
                <Label htmlFor={ids.publishAt}>Publish at</Label>
                <Input
                  id={ids.publishAt}
                  type="datetime-local"
                  step={1}
                  value={publishAt}
                  disabled={saving}
                  aria-describedby={`${ids.publishAt}-hint`}
                  onChange={(e) => setPublishAt(e.target.value)}
                />
                <p id={`${ids.publishAt}-hint`} className="text-xs text-slate-400">
                  Until then only you see it. Leave empty to publish now.
                </p>
              </div>
            </div>
            <div className="flex justify-end gap-2">
              <Button variant="outline" onClick={onCancel} disabled={saving}>
                Cancel
              </Button>
              <Button type="submit" disabled={saving || !title.trim()}>
                {saving ? 'Updating...' : 'Save Changes'}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
