import { Button, GenreTagInput, Input, Label, Progress, Textarea } from '@hifi/shared';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { UploadForm as Fields } from '../hooks/use-upload.ts';
import { PICKER_ACCEPT } from '../uploader/upload-rules.ts';

export interface UploadFormProps {
  initial: Fields;
  uploading: boolean;
  /** 0-100 while an upload runs, null before */
  percent: number | null;
  errors: string[];
  /** the draft's file name when a reload left an unfinished upload */
  resumableFileName: string | null;
  onFieldsChange(fields: Fields): void;
  onSubmit(fields: Fields, file: File | null): void;
}

export function UploadForm({
  initial,
  uploading,
  percent,
  errors,
  resumableFileName,
  onFieldsChange,
  onSubmit,
}: UploadFormProps) {
  const [fields, setFields] = useState<Fields>(initial);
  const [file, setFile] = useState<File | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const ids = { title: useId(), description: useId(), file: useId() };

  const change = (next: Partial<Fields>) => {
    const updated = { ...fields, ...next };
    setFields(updated);
    onFieldsChange(updated);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(fields, file);
  };

  return (
    <form onSubmit={submit} noValidate className="max-w-xl space-y-5">
      <div className="space-y-2">
        <Label htmlFor={ids.title}>Title</Label>
        <Input
          id={ids.title}
          value={fields.title}
          disabled={uploading}
          onChange={(e) => change({ title: e.target.value })}
          placeholder="Defaults to the file name"
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor={ids.description}>Description</Label>
        <Textarea
          id={ids.description}
          value={fields.description}
          disabled={uploading}
          rows={3}
          onChange={(e) => change({ description: e.target.value })}
        />
      </div>
      <GenreTagInput
        genres={fields.selectedGenres}
        disabled={uploading}
        onChange={(selectedGenres) => change({ selectedGenres })}
      />
      <div className="space-y-2">
        <Label htmlFor={ids.file}>Audio file</Label>
        <Input
          id={ids.file}
          ref={fileInput}
          type="file"
          accept={PICKER_ACCEPT}
          disabled={uploading}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          className="h-auto py-2"
        />
        <p className="text-xs text-slate-400">Lossless formats only: WAV, FLAC, M4A (ALAC)</p>
        {resumableFileName && !file && (
          <p
            role="status"
            className="rounded-md border border-amber-600/50 bg-amber-950/40 p-2 text-xs text-amber-200"
          >
            Your upload of {resumableFileName} was interrupted. Choose the same file again to continue where
            it stopped.
          </p>
        )}
      </div>
      {percent !== null && (
        <div className="space-y-1">
          <Progress value={percent} aria-label="Upload progress" />
          <p className="text-xs text-slate-400">{percent}%</p>
        </div>
      )}
      {errors.length > 0 && (
        <ul className="space-y-1 text-sm text-red-400">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      <p className="text-xs text-slate-400">
        By uploading you agree to our{' '}
        <Link to="/terms" className="underline">
          Terms of Service
        </Link>
        .
      </p>
      <Button type="submit" disabled={uploading}>
        {uploading ? 'Uploading...' : 'Upload Audio'}
      </Button>
    </form>
  );
}
