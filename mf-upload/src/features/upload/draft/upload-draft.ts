/**
 * The upload draft (docs/product.md#3-entities): what the member typed and which stored object the upload goes to,
 * kept in localStorage so a reload restores the form and the same file resumes into the same
 * object. Cleared when the track is saved.
 */
export const DRAFT_KEY = 'currentUpload';

export interface UploadDraft {
  /** the object name in the audio bucket, {uuid}.{ext}; null until an upload starts */
  storageId: string | null;
  fileName: string | null;
  title: string;
  description: string;
  selectedGenres: string[];
}

export const emptyDraft: UploadDraft = {
  storageId: null,
  fileName: null,
  title: '',
  description: '',
  selectedGenres: [],
};

export function loadDraft(storage: Storage = localStorage): UploadDraft {
  try {
    const raw = storage.getItem(DRAFT_KEY);
    if (!raw) return emptyDraft;
    const value = JSON.parse(raw) as Partial<UploadDraft>;
    return {
      storageId: typeof value.storageId === 'string' ? value.storageId : null,
      fileName: typeof value.fileName === 'string' ? value.fileName : null,
      title: typeof value.title === 'string' ? value.title : '',
      description: typeof value.description === 'string' ? value.description : '',
      selectedGenres: Array.isArray(value.selectedGenres)
        ? value.selectedGenres.filter((g): g is string => typeof g === 'string')
        : [],
    };
  } catch {
    // A draft another version wrote, or a hand-edited one, is not worth failing the page over.
    return emptyDraft;
  }
}

export function saveDraft(draft: UploadDraft, storage: Storage = localStorage) {
  storage.setItem(DRAFT_KEY, JSON.stringify(draft));
}

export function clearDraft(storage: Storage = localStorage) {
  storage.removeItem(DRAFT_KEY);
}
