/**
 * The upload button: uploads the batch and publishes one track per uploaded file
 * (docs/product.md#4-states-and-transitions "Upload"). One track opens its page; several open
 * the library. A member who browsed elsewhere meanwhile stays where they are and gets the toast.
 */
import { toast, toastError, useSession } from '@hifi/shared';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { keepUploadAlive } from '../keep-alive/upload-keep-alive.ts';
import type { UploadSession } from '../session/upload-session.ts';
import { MESSAGES } from '../uploader/upload-rules.ts';
import { insertDraft } from './insert-draft.ts';

export function usePublish(session: UploadSession) {
  const auth = useSession();
  const navigate = useNavigate();
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  return useCallback(async () => {
    const userId = auth.status === 'signed-in' ? auth.session.user.id : null;
    const ready = session.getSnapshot().drafts.some((d) => session.isInBatch(d));
    if (!userId || !ready) return toastError('Upload Error', MESSAGES.missing);
    const done = keepUploadAlive();
    try {
      const { published, failed } = await session.publish({
        userId,
        insert: async (draft, cover) => (await insertDraft(draft, userId, cover)).id,
      });
      for (const message of failed) toastError('Upload Error', message);
      if (published.length === 1) toast.success('Audio file uploaded successfully!');
      if (published.length > 1) toast.success(`${published.length} tracks published`);
      if (!mounted.current || failed.length > 0) return;
      if (published.length === 1) navigate(`/audio/${published[0]}`);
      else if (published.length > 1) navigate('/library');
    } catch (error) {
      console.error(error);
      toastError('Error', 'Failed to create audio file record');
    } finally {
      done();
    }
  }, [auth, navigate, session]);
}
