/**
 * Reads a file's tags in the browser. music-metadata is loaded on first use, in a chunk of its
 * own, so the upload page's first paint does not wait for it; only headers (with the embedded
 * picture) are read, nothing after the audio, so a 50 GiB file costs what a 5 MB one does.
 */
import { draftFromTags } from './draft-from-tags.ts';

export async function readTags(file: Blob) {
  const { parseBlob } = await import('music-metadata');
  const { common } = await parseBlob(file, { duration: false, skipPostHeaders: true });
  // The front cover when the file says which picture that is, else its first picture.
  const pictures = common.picture ?? [];
  const picture = pictures.find((p) => /front/i.test(p.type ?? '')) ?? pictures[0];
  return {
    ...draftFromTags(common),
    ...(picture
      ? { picture: new Blob([picture.data as Uint8Array<ArrayBuffer>], { type: picture.format }) }
      : {}),
  };
}
