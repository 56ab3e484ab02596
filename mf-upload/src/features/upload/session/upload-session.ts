/**
 * The upload page's side of the site's upload session: the Uppy it attaches to is the page's one
 * (@hifi/shared's loadUploadSession, made the first time /upload needs it), so uploads keep
 * running while the member browses, listens and comes back. It owns what the Dashboard does not: the
 * screening of every drop before a file enters the batch (limits, then the header sniff, so a
 * refused file never sends a byte), one draft per accepted file, and publishing — one track per
 * uploaded file.
 *
 * Uppy's onBeforeFileAdded is synchronous and sniffing reads bytes, so a new file is held back
 * (false), screened, and added again once accepted; its id (name, type, size, date) is the same
 * both times, so a file picked again after a reload still resumes from the server's offset.
 */
import {
  batchProgress,
  COVER_MESSAGES,
  type CoverSize,
  checkCoverImage,
  type HifiUppy,
  isSending,
  type UploadMeta,
  type UploadProgress,
} from '@hifi/shared';
import { blobSource, identifyAudio } from '@hifi/shared/audio-probe';
import type { UppyFile } from '@uppy/core';
import type { TusBody } from '@uppy/tus';
import { screenBatch } from '../batch/batch-rules.ts';
import { loadDrafts, saveDrafts, type TrackDraft } from '../draft/upload-draft.ts';
import { isRefusal, serverMessage } from '../uploader/server-message.ts';

type HifiFile = UppyFile<UploadMeta, TusBody>;

export interface Refusal {
  key: number;
  name: string;
  message: string;
}

export interface SessionState {
  /** drafts of files in the batch, and of files a reload interrupted (waiting to be picked again) */
  drafts: TrackDraft[];
  refused: Refusal[];
  /** a message about a whole drop (too many files) */
  notice: string | null;
  publishing: boolean;
  /** a preview (object URL) of each file's cover, by file id */
  covers: Record<string, string>;
}

export type CoverSizes = Record<CoverSize, Blob>;

export interface PublishTarget {
  userId: string;
  insert(draft: TrackDraft, cover: CoverSizes | null): Promise<string>;
  /** publish nothing unless every file of the batch was uploaded (a release is made whole) */
  whole?: boolean;
}

/**
 * The verify-upload function's verdict on an uploaded object: null when it is lossless audio
 * and recorded, else its refusal (the object is gone). Throws when the function cannot be reached.
 */
export type UploadVerifier = (objectName: string) => Promise<string | null>;

export type TagReader = (
  file: Blob,
  name: string,
) => Promise<Partial<Pick<TrackDraft, 'title' | 'selectedGenres' | 'tags'>> & { picture?: Blob }>;

const withoutExtension = (name: string) => name.replace(/\.[^.]+$/, '') || name;

export class UploadSession {
  readonly uppy: HifiUppy;
  #state: SessionState;
  #listeners = new Set<() => void>();
  #accepted = new WeakSet<Blob>();
  #pending: HifiFile[] = [];
  #refusalKey = 0;
  #storage: Storage;
  #readTags: TagReader | null;
  #makeCover: ((picture: Blob) => Promise<CoverSizes>) | null;
  #verify: UploadVerifier | null;
  #coverSizes = new Map<string, CoverSizes>();
  /** files the server refused after their bytes arrived: sending them again cannot help */
  #refusedByServer = new Set<string>();

  constructor(
    uppy: HifiUppy,
    options: {
      storage?: Storage;
      readTags?: TagReader;
      makeCover?: (picture: Blob) => Promise<CoverSizes>;
      verify?: UploadVerifier;
    } = {},
  ) {
    this.#storage = options.storage ?? localStorage;
    this.#readTags = options.readTags ?? null;
    this.#makeCover = options.makeCover ?? null;
    this.#verify = options.verify ?? null;
    this.#state = {
      drafts: loadDrafts(this.#storage),
      refused: [],
      notice: null,
      publishing: false,
      covers: {},
    };
    this.uppy = uppy;
    // Every drop is screened here before it enters the batch.
    uppy.setOptions({ onBeforeFileAdded: this.#onBeforeFileAdded });
    this.uppy.on('file-removed', (file) => {
      this.setCover(file.id, null);
      this.#refusedByServer.delete(file.id);
      if (!this.#state.publishing) this.#setDrafts(this.#state.drafts.filter((d) => d.fileId !== file.id));
    });
    this.uppy.on('upload-error', (file, error, response) => {
      if (!file || !isRefusal(response)) return;
      this.#refusedByServer.add(file.id);
      // The server's reason on the file's own row, and a bar that does not read 100 %.
      const current = this.uppy.getFile(file.id);
      this.uppy.setFileState(file.id, {
        error: serverMessage(error, response),
        progress: { ...current.progress, percentage: Math.min(current.progress.percentage ?? 0, 99) },
      });
    });
    // Once a file's bytes are stored, the server reads them (Uppy's post-processing step, so the
    // batch is not complete until it has answered); a refusal is that file's upload error.
    if (this.#verify) this.uppy.addPostProcessor(this.#verifyUploaded);
  }

  #verifyUploaded = async (fileIds: string[]) => {
    await Promise.all(
      fileIds.map(async (id) => {
        const file = this.uppy.getFile(id);
        if (!file || file.error || !file.progress.uploadComplete || !this.#verify) return;
        this.uppy.emit('postprocess-progress', file, {
          mode: 'indeterminate',
          message: 'Checking the audio',
        });
        let refusal: string | null;
        let status: number | undefined = 422;
        try {
          refusal = await this.#verify(file.meta.objectName);
        } catch (error) {
          // Not a verdict (the network, the function down): the file waits to be sent again.
          refusal =
            error instanceof Error ? error.message : 'The upload could not be checked. Please try again.';
          status = undefined;
        }
        const now = this.uppy.getFile(id);
        if (!now) return;
        if (refusal === null) this.uppy.emit('postprocess-complete', now);
        else
          this.uppy.emit(
            'upload-error',
            now,
            new Error(refusal),
            status ? { status, body: undefined } : undefined,
          );
      }),
    );
  };

  subscribe = (listener: () => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  getSnapshot = () => this.#state;

  #set(next: Partial<SessionState>) {
    this.#state = { ...this.#state, ...next };
    for (const listener of this.#listeners) listener();
  }

  #setDrafts(drafts: TrackDraft[]) {
    saveDrafts(drafts, this.#storage);
    this.#set({ drafts });
  }

  /** Files of the batch whose draft waits for them: picked again after a reload, they resume. */
  isInBatch(draft: TrackDraft) {
    return Boolean(this.uppy.getState().files[draft.fileId]);
  }

  updateDraft(fileId: string, change: Partial<Pick<TrackDraft, 'title' | 'description' | 'selectedGenres'>>) {
    this.#setDrafts(this.#state.drafts.map((d) => (d.fileId === fileId ? { ...d, ...change } : d)));
  }

  /** "Apply to all": one draft's description or genres copied to every draft of the batch. */
  applyToAll(fileId: string, field: 'description' | 'selectedGenres') {
    const source = this.#state.drafts.find((d) => d.fileId === fileId);
    if (!source) return;
    this.#setDrafts(
      this.#state.drafts.map((d) => (this.isInBatch(d) ? { ...d, [field]: source[field] } : d)),
    );
  }

  /** A file's cover sizes (from its embedded picture or an added image), or none. */
  setCover(fileId: string, sizes: CoverSizes | null) {
    const previous = this.#state.covers[fileId];
    if (previous) URL.revokeObjectURL(previous);
    const covers = { ...this.#state.covers };
    delete covers[fileId];
    this.#coverSizes.delete(fileId);
    if (sizes) {
      this.#coverSizes.set(fileId, sizes);
      covers[fileId] = URL.createObjectURL(sizes[600]);
    }
    this.#set({ covers });
  }

  /** An image the owner picks as the cover: checked by its bytes and size, then sized. */
  async addCoverImage(fileId: string, image: Blob): Promise<string | null> {
    const head = new Uint8Array(await image.slice(0, 12).arrayBuffer());
    const check = checkCoverImage(head, image.size);
    if (!check.ok) return check.message;
    const sizes = await this.#makeCover?.(image).catch(() => null);
    if (!sizes) return COVER_MESSAGES.notImage;
    this.setCover(fileId, sizes);
    return null;
  }

  dismissRefusal(key: number) {
    this.#set({ refused: this.#state.refused.filter((r) => r.key !== key) });
  }

  /** Forgets an interrupted draft whose file the member will not pick again. */
  discardDraft(fileId: string) {
    this.#setDrafts(this.#state.drafts.filter((d) => d.fileId !== fileId));
  }

  #onBeforeFileAdded = (file: HifiFile, files: Record<string, HifiFile>) => {
    if (file.data instanceof Blob && this.#accepted.has(file.data)) return !Object.hasOwn(files, file.id);
    this.#pending.push(file);
    // Uppy adds a drop's files in one synchronous pass: screen them together once it ends.
    if (this.#pending.length === 1) queueMicrotask(() => void this.#screen(this.#pending.splice(0)));
    return false;
  };

  #refuse(refusals: Array<{ name: string; message: string }>) {
    if (refusals.length === 0) return;
    const added = refusals.map((r) => ({ ...r, key: ++this.#refusalKey }));
    this.#set({ refused: [...this.#state.refused, ...added] });
  }

  async #screen(batch: HifiFile[]) {
    const existing = new Set(Object.keys(this.uppy.getState().files));
    const result = screenBatch(
      batch.map((file) => ({ id: file.id, name: file.name ?? '', size: file.size ?? 0, file })),
      existing,
    );
    if (result.kind === 'too-many') return this.#set({ notice: result.message });
    this.#set({ notice: null });
    this.#refuse(result.refused.map((r) => ({ name: r.file.name, message: r.message })));
    const sniffed = await Promise.all(
      result.accepted.map(async (candidate) => {
        const data = candidate.file.data as Blob;
        return { candidate, verdict: await identifyAudio(blobSource(data), candidate.name) };
      }),
    );
    this.#refuse(
      sniffed.flatMap(({ candidate, verdict }) =>
        verdict.ok ? [] : [{ name: candidate.name, message: verdict.message }],
      ),
    );
    for (const { candidate, verdict } of sniffed) {
      if (verdict.ok) this.#accept(candidate.file, candidate.extension, candidate.contentType);
    }
  }

  #accept(file: HifiFile, extension: string, contentType: string) {
    const name = file.name ?? '';
    const data = file.data as Blob;
    const previous = this.#state.drafts.find((d) => d.fileId === file.id);
    const draft: TrackDraft = previous ?? {
      fileId: file.id,
      fileName: name,
      storageId: `${crypto.randomUUID()}.${extension}`,
      title: withoutExtension(name),
      description: '',
      selectedGenres: [],
      tags: {},
    };
    this.#accepted.add(data);
    this.uppy.addFile({
      name,
      type: file.type,
      data,
      source: file.source,
      meta: {
        ...(file.meta.relativePath ? { relativePath: file.meta.relativePath } : {}),
        bucketName: 'audio',
        objectName: draft.storageId,
        contentType,
        cacheControl: '3600',
      },
    });
    this.#set({ refused: this.#state.refused.filter((r) => r.name !== name) });
    this.#setDrafts([...this.#state.drafts.filter((d) => d.fileId !== file.id), draft]);
    if (this.#readTags) void this.#prefill(file.id, data, name);
  }

  /** Tags fill what the member has not typed yet: the title and the genres. */
  async #prefill(fileId: string, data: Blob, name: string) {
    const read = await this.#readTags?.(data, name).catch(() => null);
    if (!read) return;
    if (read.picture && this.#makeCover && !this.#coverSizes.has(fileId)) {
      // A picture the browser cannot decode leaves the track with the placeholder.
      const sizes = await this.#makeCover(read.picture).catch(() => null);
      if (sizes) this.setCover(fileId, sizes);
    }
    this.#setDrafts(
      this.#state.drafts.map((d) => {
        if (d.fileId !== fileId) return d;
        const untouchedTitle = d.title === withoutExtension(name);
        return {
          ...d,
          title: untouchedTitle && read.title ? read.title : d.title,
          selectedGenres:
            d.selectedGenres.length === 0 && read.selectedGenres ? read.selectedGenres : d.selectedGenres,
          tags: { ...d.tags, ...read.tags },
        };
      }),
    );
  }

  /**
   * How the batch is going, for the header's indicator: files not fully sent yet (running or
   * paused, not refused) and the whole percent of their bytes; null when there are none.
   */
  progress(): UploadProgress | null {
    return batchProgress(this.uppy.getFiles());
  }

  /** Is any byte on its way: the leave-site confirmation asks this. */
  isUploading() {
    return isSending(this.uppy.getFiles());
  }

  /**
   * The network went away mid-upload: the files that gave up wait for it to come back and then
   * continue from the server's offset, without the member doing anything.
   */
  async #resumeWhenOnline() {
    for (;;) {
      const stalled = this.uppy.getFiles().filter((f) => f.error && !this.#refusedByServer.has(f.id));
      if (stalled.length === 0 || navigator.onLine) return;
      await new Promise<void>((resolve) => this.uppy.once('back-online', () => resolve()));
      await Promise.all(stalled.map((f) => this.uppy.retryUpload(f.id)?.catch(() => undefined)));
    }
  }

  /**
   * Uploads every file of the batch not uploaded yet, then creates one track per uploaded file
   * and forgets its draft. Files that failed stay in the batch with their reason on their row;
   * with `whole`, one that failed keeps every track of the batch from being made.
   */
  async publish(target: PublishTarget): Promise<{ published: string[]; failed: string[] }> {
    if (this.#state.publishing) return { published: [], failed: [] };
    this.#set({ publishing: true });
    try {
      await this.uppy.upload().catch(() => undefined);
      await this.#resumeWhenOnline();
      const published: string[] = [];
      const withDrafts = this.uppy.getFiles().flatMap((file) => {
        const draft = this.#state.drafts.find((d) => d.fileId === file.id);
        return draft ? [{ file, draft }] : [];
      });
      const notUploaded = withDrafts.filter(({ file }) => !file.progress.uploadComplete || file.error);
      const failed = notUploaded.map(({ file }) => file.error ?? `${file.name} was not uploaded`);
      if (target.whole && failed.length > 0) return { published, failed };
      for (const { file, draft } of withDrafts) {
        if (notUploaded.some((n) => n.file === file)) continue;
        published.push(await target.insert(draft, this.#coverSizes.get(file.id) ?? null));
        this.uppy.removeFile(file.id);
        this.#setDrafts(this.#state.drafts.filter((d) => d.fileId !== file.id));
      }
      return { published, failed };
    } finally {
      this.#set({ publishing: false });
    }
  }
}
