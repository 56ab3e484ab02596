/**
 * "Publish as a release": uploads the whole batch, makes its tracks with the release's visibility
 * and licence (so followers never hear of a track of an unlisted release), then the release in the
 * member's order, and opens its page. Nothing is made unless every file was uploaded; if the
 * release itself is refused, the tracks stay in the Library and the member is told where.
 */
import { getSupabase, type ReleaseDetails, toast, toastError, useSession } from '@hifi/shared';
import { createReleaseMutation } from '@hifi/shared/release-mutations';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { TrackDraft } from '../draft/upload-draft.ts';
import { keepUploadAlive } from '../keep-alive/upload-keep-alive.ts';
import { discsInOrder } from '../release/release-order.ts';
import type { UploadSession } from '../session/upload-session.ts';
import { MESSAGES } from '../uploader/upload-rules.ts';
import { insertDraft } from './insert-draft.ts';

export interface ReleasePlan {
  details: ReleaseDetails;
  /** the batch's drafts in release order */
  ordered: TrackDraft[];
  /** the file whose embedded picture is the release's cover, or null */
  coverFileId: string | null;
}

export function usePublishRelease(session: UploadSession) {
  const auth = useSession();
  const navigate = useNavigate();
  return useCallback(
    async ({ details, ordered, coverFileId }: ReleasePlan) => {
      const userId = auth.status === 'signed-in' ? auth.session.user.id : null;
      if (!userId || ordered.length === 0) return toastError('Upload Error', MESSAGES.missing);
      if (!details.title.trim()) return toastError('Upload Error', 'A release needs a title');
      const done = keepUploadAlive();
      const trackOf = new Map<string, string>();
      let coverPath: string | null = null;
      try {
        const { failed } = await session.publish({
          userId,
          whole: true,
          insert: async (draft, cover) => {
            const made = await insertDraft(draft, userId, cover, {
              visibility: details.visibility,
              licence: details.licence,
            });
            if (draft.fileId === coverFileId) coverPath = made.coverPath;
            trackOf.set(draft.fileId, made.id);
            return made.id;
          },
        });
        if (failed.length > 0) {
          for (const message of failed) toastError('Upload Error', message);
          return;
        }
        const made = ordered.filter((d) => trackOf.has(d.fileId));
        const id = await createReleaseMutation(
          {
            ...details,
            trackIds: made.map((d) => trackOf.get(d.fileId) as string),
            discs: discsInOrder(made),
            coverPath,
          },
          getSupabase(),
        ).catch((error: Error) => {
          toastError(
            'The tracks are uploaded, the release is not',
            `${error.message}. Make it from the Releases tab of your Library.`,
          );
          navigate('/library?tab=releases');
          return null;
        });
        if (!id) return;
        toast.success(`${details.title.trim()} is published`);
        navigate(`/release/${id}`);
      } catch (error) {
        console.error(error);
        toastError(
          'Error',
          trackOf.size > 0
            ? 'Some tracks were not made; see your Library'
            : 'Failed to create audio file record',
        );
      } finally {
        done();
      }
    },
    [auth, navigate, session],
  );
}
