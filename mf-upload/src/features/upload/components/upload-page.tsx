import { PageHeader } from '@hifi/shared';
import { useUpload } from '../hooks/use-upload.ts';
import { UploadForm } from './upload-form.tsx';

/** /upload: a resumable upload of one lossless file, then the new track's page. */
export function UploadPage() {
  const upload = useUpload();
  return (
    <div className="space-y-6">
      <PageHeader title="Upload Audio" />
      <UploadForm
        initial={upload.initial}
        uploading={upload.uploading}
        percent={upload.percent}
        errors={upload.errors}
        resumableFileName={upload.initial.storageId ? upload.initial.fileName : null}
        onFieldsChange={upload.rememberFields}
        onSubmit={upload.submit}
      />
    </div>
  );
}
