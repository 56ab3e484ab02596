import { Button, Input, toast, UsernameError, useUpdateUsername } from '@hifi/shared';
import { type FormEvent, useState } from 'react';

export interface UsernameEditorProps {
  userId: string;
  /** the name shown now (username or the e-mail's local part) */
  current: string;
  /** the stored username, to tell "unchanged" apart */
  username: string | null;
  onClose(): void;
}

/** Inline rename for the owner: confirm or cancel; trimmed; unchanged just closes (docs/product.md#4-states-and-transitions, docs/product.md#5-validation-rules). */
export function UsernameEditor({ userId, current, username, onClose }: UsernameEditorProps) {
  const [text, setText] = useState(username ?? current);
  const [error, setError] = useState<string | null>(null);
  const rename = useUpdateUsername();
  const saving = rename.isPending;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const name = text.trim();
    if (!name) {
      setError('Username cannot be empty');
      return;
    }
    if (name === username) {
      onClose();
      return;
    }
    try {
      await rename.mutateAsync({ userId, username: name });
      toast.success('Username updated');
      onClose();
    } catch (e) {
      setError(e instanceof UsernameError ? e.message : 'Failed to update username');
    }
  };

  return (
    <form onSubmit={save} className="space-y-1" aria-label="Edit username">
      <div className="flex items-center gap-2">
        <Input
          aria-label="Username"
          value={text}
          autoFocus
          maxLength={64}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onClose();
          }}
          className="max-w-xs"
        />
        <Button type="submit" size="sm" disabled={saving} aria-label="Save username">
          Save
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onClose} aria-label="Cancel editing">
          Cancel
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-400">
          {error}
        </p>
      )}
    </form>
  );
}
