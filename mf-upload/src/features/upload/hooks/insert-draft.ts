import { insertTrackMutation, type NewTrack, trackTags, uploadCoverMutation } from '@hifi/shared';
import type { TrackDraft } from '../draft/upload-draft.ts';
import type { CoverSizes } from '../session/upload-session.ts';
import { titleOrFileName } from '../uploader/upload-rules.ts';

/** One uploaded draft's track (and its cover), as "Upload Audio" and "Publish as a release" make it. */
export async function insertDraft(
  draft: TrackDraft,
  userId: string,
  cover: CoverSizes | null,
  access: Pick<NewTrack, 'visibility' | 'licence'> = {},
) {
  const coverPath = cover ? await uploadCoverMutation(userId, cover) : null;
  const id = await insertTrackMutation({
    title: titleOrFileName(draft.title, draft.fileName),
    description: draft.description.trim() || null,
    filePath: draft.storageId,
    userId,
    genres: draft.selectedGenres,
    coverPath,
    // Uppy's name of the picked file: "Download original" gives it back under that name
    originalFilename: draft.fileName,
    // ARTIST, ALBUM, TRACKNUMBER and DATE as the draft showed them
    tags: trackTags(draft.tags),
    ...access,
  });
  return { id, coverPath };
}
