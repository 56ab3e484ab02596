/**
 * The upload drafts (docs/product.md#3-entities): one per accepted file — what the member typed,
 * what the file's tags said and which stored object its upload goes to — kept in localStorage so
 * a reload restores them and the same file picked again resumes into the same object. A draft is
 * cleared when its track is published or its file removed.
 */
export const DRAFT_KEY = 'currentUpload';

/** Tags shown and kept beside the draft (the worker reads the stored file's own later). */
export interface DraftTags {
  artist?: string;
  album?: string;
  trackNumber?: string;
  /** DISCNUMBER: orders a release made from the batch (not stored with the track) */
  discNumber?: string;
  date?: string;
}

export interface TrackDraft {
  /** Uppy's file id, the same for the same file after a reload */
  fileId: string;
  fileName: string;
  /** the object name in the audio bucket, {uuid}.{ext} */
  storageId: string;
  title: string;
  description: string;
  selectedGenres: string[];
  tags: DraftTags;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function readDraft(value: unknown): TrackDraft | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (!text(v.fileId) || !text(v.storageId) || !text(v.fileName)) return null;
  const tags = (v.tags && typeof v.tags === 'object' ? v.tags : {}) as Record<string, unknown>;
  return {
    fileId: text(v.fileId),
    fileName: text(v.fileName),
    storageId: text(v.storageId),
    title: text(v.title),
    description: text(v.description),
    selectedGenres: Array.isArray(v.selectedGenres)
      ? v.selectedGenres.filter((g): g is string => typeof g === 'string')
      : [],
    tags: Object.fromEntries(
      (['artist', 'album', 'trackNumber', 'discNumber', 'date'] as const)
        .filter((key) => typeof tags[key] === 'string')
        .map((key) => [key, tags[key]]),
    ),
  };
}

export function loadDrafts(storage: Storage = localStorage): TrackDraft[] {
  try {
    const raw = storage.getItem(DRAFT_KEY);
    if (!raw) return [];
    const value = JSON.parse(raw) as { drafts?: unknown };
    if (!Array.isArray(value.drafts)) return [];
    return value.drafts.map(readDraft).filter((d): d is TrackDraft => d !== null);
  } catch {
    // A draft another version wrote, or a hand-edited one, is not worth failing the page over.
    return [];
  }
}

export function saveDrafts(drafts: TrackDraft[], storage: Storage = localStorage) {
  if (drafts.length === 0) storage.removeItem(DRAFT_KEY);
  else storage.setItem(DRAFT_KEY, JSON.stringify({ drafts }));
}
