import { PageHeader } from '@hifi/shared';
import { use } from 'react';
import { usePublish } from '../hooks/use-publish.ts';
import { usePublishRelease } from '../hooks/use-publish-release.ts';
import { siteUploadSession } from '../session/site-upload-session.ts';
import type { UploadSession } from '../session/upload-session.ts';
import { UploadWorkspace } from './upload-workspace.tsx';

/** /upload: a batch of lossless files uploaded resumably, published as tracks or as one release. */
export function UploadPage() {
  // The site's upload session, loaded the first time (the slot's Suspense shows meanwhile).
  const session = use(siteUploadSession());
  return (
    <div className="space-y-6">
      <PageHeader title="Upload Audio" />
      <Workspace session={session} />
    </div>
  );
}

function Workspace({ session }: { session: UploadSession }) {
  const publish = usePublish(session);
  const publishRelease = usePublishRelease(session);
  return (
    <UploadWorkspace
      session={session}
      onPublish={() => void publish()}
      onPublishRelease={(plan) => void publishRelease(plan)}
    />
  );
}
