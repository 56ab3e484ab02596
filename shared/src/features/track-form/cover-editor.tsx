import { useId, useRef, useState } from 'react';
import { Button } from '../../ui/button.tsx';

export interface CoverEditorProps {
  /** the cover's preview (an object URL), or null for the placeholder */
  previewUrl: string | null;
  title: string;
  disabled?: boolean;
  /** resolves to the reason an image was refused, or null when it became the cover */
  onPick(image: File): Promise<string | null>;
  onRemove(): void;
}

/** The draft's cover: the embedded picture or the placeholder; add, replace or remove it. */
export function CoverEditor({ previewUrl, title, disabled, onPick, onRemove }: CoverEditorProps) {
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const pick = async (image: File | undefined) => {
    if (!image) return;
    setBusy(true);
    setError(await onPick(image));
    setBusy(false);
    if (input.current) input.current.value = '';
  };
  return (
    <div className="flex items-center gap-4">
      {previewUrl ? (
        <img src={previewUrl} alt={`Cover art of ${title}`} className="size-24 rounded-md object-cover" />
      ) : (
        <div
          data-testid="cover-placeholder"
          className="flex size-24 items-center justify-center rounded-md bg-gradient-to-br from-slate-700 to-slate-900 text-xs text-slate-300"
        >
          No cover
        </div>
      )}
      <div className="space-y-2">
        <div className="flex flex-wrap gap-2">
          <label htmlFor={inputId} className="sr-only">
            {previewUrl ? 'Replace cover' : 'Add cover'} (JPEG, PNG or WebP, up to 10 MB)
          </label>
          <input
            id={inputId}
            ref={input}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            hidden
            onChange={(e) => void pick(e.target.files?.[0])}
          />
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={disabled || busy}
            onClick={() => input.current?.click()}
          >
            {previewUrl ? 'Replace cover' : 'Add cover'}
          </Button>
          {previewUrl && (
            <Button type="button" variant="ghost" size="sm" disabled={disabled || busy} onClick={onRemove}>
              Remove cover
            </Button>
          )}
        </div>
        <p className="text-xs text-slate-400">JPEG, PNG or WebP, up to 10 MB</p>
        {error && (
          <p role="alert" className="text-sm text-red-300">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
