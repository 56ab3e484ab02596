import { Button } from '@hifi/shared';
import { useUppyState } from '@uppy/react';
import { useMemo, useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import type { ReleasePlan } from '../hooks/use-publish-release.ts';
import { PublishReleaseForm } from '../release/publish-release-form.tsx';
import type { UploadSession } from '../session/upload-session.ts';
import { UploadSpeed } from '../speed/upload-speed.tsx';
import { RefusedFiles } from './refused-files.tsx';
import { TrackDraftFields } from './track-draft-fields.tsx';
import { UploadDashboard } from './upload-dashboard.tsx';

export interface UploadWorkspaceProps {
  session: UploadSession;
  onPublish(): void;
  /** "Publish as a release", offered for a batch of several files */
  onPublishRelease(plan: ReleasePlan): void;
}

/**
 * The batch: the Dashboard, what was refused and why, one draft per file, the upload button, and
 * for several files "Publish as a release".
 */
export function UploadWorkspace({ session, onPublish, onPublishRelease }: UploadWorkspaceProps) {
  const state = useSyncExternalStore(session.subscribe, session.getSnapshot);
  // The files of the batch and their errors, not their bytes: progress does not re-render the
  // drafts (the Dashboard shows it).
  const batchKey = useUppyState(session.uppy, (s) =>
    JSON.stringify(Object.values(s.files).map((f) => [f.id, f.error ?? null])),
  );
  const errors = useMemo(() => new Map<string, string | null>(JSON.parse(batchKey)), [batchKey]);
  const inBatch = state.drafts.filter((d) => errors.has(d.fileId));
  const interrupted = state.drafts.filter((d) => !errors.has(d.fileId));
  return (
    <div className="max-w-3xl space-y-5">
      <UploadDashboard uppy={session.uppy} />
      <UploadSpeed uppy={session.uppy} />
      <RefusedFiles
        refused={state.refused}
        notice={state.notice}
        onDismiss={(key) => session.dismissRefusal(key)}
      />
      {interrupted.map((draft) => (
        <div
          key={draft.fileId}
          role="status"
          className="flex items-center gap-3 rounded-md border border-amber-600/50 bg-amber-950/40 p-2 text-xs text-amber-200"
        >
          <p className="flex-1">
            Your upload of {draft.fileName} was interrupted. Choose the same file again to continue where it
            stopped.
          </p>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-label={`Discard ${draft.fileName}`}
            onClick={() => session.discardDraft(draft.fileId)}
          >
            Discard
          </Button>
        </div>
      ))}
      {inBatch.map((draft) => (
        <TrackDraftFields
          key={draft.fileId}
          draft={draft}
          error={errors.get(draft.fileId)}
          disabled={state.publishing}
          several={inBatch.length > 1}
          onChange={(change) => session.updateDraft(draft.fileId, change)}
          onApplyToAll={(field) => session.applyToAll(draft.fileId, field)}
          coverUrl={state.covers[draft.fileId] ?? null}
          onCoverPick={(image) => session.addCoverImage(draft.fileId, image)}
          onCoverRemove={() => session.setCover(draft.fileId, null)}
        />
      ))}
      <p className="text-xs text-slate-400">
        By uploading you agree to our{' '}
        <Link to="/terms" className="underline">
          Terms of Service
        </Link>
        .
      </p>
      <Button type="button" disabled={state.publishing} onClick={onPublish}>
        {state.publishing ? 'Uploading...' : 'Upload Audio'}
      </Button>
      {inBatch.length > 1 && (
        <PublishReleaseForm
          drafts={inBatch}
          covers={state.covers}
          publishing={state.publishing}
          onPublish={onPublishRelease}
        />
      )}
    </div>
  );
}
