/**
 * The upload page's state machine (docs/product.md#4-states-and-transitions "Upload"): idle → uploading with progress → the
 * audio_files row → navigation to the new track. The draft lives in localStorage throughout.
 */
import {
  getSupabase,
  insertTrackMutation,
  resumableUploadTarget,
  toast,
  toastError,
  useSession,
} from '@hifi/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearDraft, loadDraft, saveDraft, type UploadDraft } from '../draft/upload-draft.ts';
import { keepUploadAlive, registerUploadWorker } from '../keep-alive/upload-keep-alive.ts';
import { createUppy, type HifiUppy } from '../uploader/create-uppy.ts';
import {
  checkAudioFile,
  LATE_COMPLETION_WAIT_MS,
  MAX_ERROR_MESSAGES,
  MESSAGES,
  progressPercent,
  START_DELAY_MS,
  titleOrFileName,
} from '../uploader/upload-rules.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The server's own words for a refused upload (e.g. "File is not lossless audio: MP3 detected"). */
function serverMessage(error: unknown, response: unknown): string {
  const xhr = (response as { body?: { xhr?: XMLHttpRequest } } | undefined)?.body?.xhr;
  const text = xhr?.responseText?.trim();
  if (text) {
    try {
      const parsed = JSON.parse(text) as { message?: string; error?: string };
      return parsed.message ?? parsed.error ?? text;
    } catch {
      return text;
    }
  }
  const message = error instanceof Error ? error.message : '';
  // tus-js-client's message embeds the body: "…, response text: <body>, request id: …"
  const embedded = /response text: (.*?)(?:, request id:|$)/s.exec(message)?.[1]?.trim();
  return embedded || message || 'Failed to upload file. Please try again.';
}

export type UploadForm = Omit<UploadDraft, 'storageId' | 'fileName'>;

export function useUpload() {
  const session = useSession();
  const navigate = useNavigate();
  const [initial] = useState(loadDraft);
  const draftRef = useRef<UploadDraft>(initial);
  const uppyRef = useRef<HifiUppy | null>(null);
  const [uploading, setUploading] = useState(false);
  const [percent, setPercent] = useState<number | null>(null);
  const [errors, setErrors] = useState<string[]>([]);

  useEffect(() => {
    registerUploadWorker();
    try {
      const client = getSupabase();
      const target = resumableUploadTarget();
      uppyRef.current = createUppy({
        endpoint: target.endpoint,
        async headers() {
          const { data } = await client.auth.getSession();
          return target.headers(data.session?.access_token ?? '');
        },
      });
    } catch (error) {
      console.error('upload system not initialised', error);
    }
    const uppy = uppyRef.current;
    if (!uppy) return;
    // Uppy throttles total progress to 500 ms.
    uppy.on('progress', (value) => setPercent(progressPercent(value)));
    uppy.on('info-visible', () => {
      const info = uppy.getState().info.filter((i) => i.type === 'error');
      setErrors(info.slice(-MAX_ERROR_MESSAGES).map((i) => i.message));
    });
    uppy.on('info-hidden', () => setErrors([]));
    return () => {
      // Pause rather than cancel: cancelling would delete the partial upload on the server,
      // and the member may come back and pick the same file to continue.
      uppy.pauseAll();
    };
  }, []);

  /** Keeps the typed fields in the draft so a reload restores them. */
  const rememberFields = useCallback((fields: UploadForm) => {
    draftRef.current = { ...draftRef.current, ...fields };
    saveDraft(draftRef.current);
  }, []);

  const submit = useCallback(
    async (fields: UploadForm, file: File | null) => {
      if (uploading) return;
      const userId = session.status === 'signed-in' ? session.session.user.id : null;
      if (!file || !userId) return toastError('Upload Error', MESSAGES.missing);
      const check = checkAudioFile(file.name);
      if (!check.ok) return toastError('Upload Error', check.message);
      const uppy = uppyRef.current;
      if (!uppy)
        return toastError(
          'Upload Error',
          'Upload system not initialized. Please refresh the page and try again.',
        );

      // The same file as the draft's continues into the same object; anything else is new.
      const previous = draftRef.current;
      const storageId =
        previous.storageId &&
        previous.fileName === file.name &&
        previous.storageId.endsWith(`.${check.extension}`)
          ? previous.storageId
          : `${crypto.randomUUID()}.${check.extension}`;
      draftRef.current = { ...previous, ...fields, storageId, fileName: file.name };
      saveDraft(draftRef.current);

      setUploading(true);
      setPercent(1);
      const done = keepUploadAlive();
      let failure: { message: string; refused: boolean } | null = null;
      const onError = (_file: unknown, error: unknown, response: unknown) => {
        const status = (response as { status?: number } | undefined)?.status ?? 0;
        // A 4xx is the server refusing this upload (not lossless, too large, not allowed): the
        // upload is gone. Anything else (offline, 5xx) leaves it resumable from its offset.
        failure = { message: serverMessage(error, response), refused: status >= 400 && status < 500 };
      };
      uppy.on('upload-error', onError);
      try {
        uppy.cancelAll();
        uppy.addFile({
          name: file.name,
          type: check.contentType,
          data: file,
          source: 'Local',
          meta: {
            bucketName: 'audio',
            objectName: storageId,
            contentType: check.contentType,
            cacheControl: '3600',
          },
        });
        await sleep(START_DELAY_MS);
        let completed = false;
        const late = new Promise<boolean>((resolve) => {
          uppy.once('complete', () => resolve(true));
        });
        const result = await uppy.upload();
        completed = !!result && (result.successful?.length ?? 0) + (result.failed?.length ?? 0) > 0;
        if (!completed) {
          // A completion can arrive after upload() settles; wait for it before giving up.
          completed = await Promise.race([late, sleep(LATE_COMPLETION_WAIT_MS).then(() => false)]);
          if (!completed)
            return toastError('Upload Error', "Upload didn't start. Please click Upload again.");
        }
        if (!result) return toastError('Upload Error', 'Upload failed - no result returned');
        if (result.failed && result.failed.length > 0) {
          const failed = failure as { message: string; refused: boolean } | null;
          if (failed?.refused) {
            // A refused file is gone on the server; the next try uploads into a new object.
            draftRef.current = { ...draftRef.current, storageId: null, fileName: null };
            saveDraft(draftRef.current);
          }
          return toastError('Upload Error', failed?.message ?? 'Failed to upload file. Please try again.');
        }
        const uploaded = result.successful?.[0];
        if (!uploaded) return toastError('Upload Error', 'Upload completed but no successful files found');
        if (!uploaded.uploadURL)
          return toastError('Upload Error', 'Upload response missing required metadata');
        setPercent(100);

        let id: string;
        try {
          id = await insertTrackMutation({
            title: titleOrFileName(fields.title, file.name),
            description: fields.description.trim() || null,
            filePath: storageId,
            userId,
            genres: fields.selectedGenres,
          });
        } catch (error) {
          console.error(error);
          return toastError('Error', 'Failed to create audio file record');
        }
        clearDraft();
        draftRef.current = { ...draftRef.current, storageId: null, fileName: null };
        uppy.cancelAll();
        toast.success('Audio file uploaded successfully!');
        navigate(`/audio/${id}`);
      } catch (error) {
        console.error(error);
        toastError(
          'Upload Error',
          error instanceof Error ? error.message : 'Failed to upload file. Please try again.',
        );
      } finally {
        uppy.off('upload-error', onError);
        done();
        setUploading(false);
      }
    },
    [navigate, session, uploading],
  );

  return { initial, uploading, percent, errors, submit, rememberFields };
}
