import { PageHeader } from '@hifi/shared';
import { usePublish } from '../hooks/use-publish.ts';
import { siteUploadSession } from '../session/site-upload-session.ts';
import { UploadWorkspace } from './upload-workspace.tsx';

/** /upload: a batch of lossless files uploaded resumably, each published as its own track. */
export function UploadPage() {
  const session = siteUploadSession();
  const publish = usePublish(session);
  return (
    <div className="space-y-6">
      <PageHeader title="Upload Audio" />
      <UploadWorkspace session={session} onPublish={() => void publish()} />
    </div>
  );
}
