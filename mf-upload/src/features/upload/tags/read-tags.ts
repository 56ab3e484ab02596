/**
 * Reads a file's tags in the browser. music-metadata is loaded on first use, in a chunk of its
 * own, so the upload page's first paint does not wait for it; only headers are read (no covers,
 * nothing after the audio), so a 50 GiB file costs what a 5 MB one does.
 */
import { draftFromTags } from './draft-from-tags.ts';

export async function readTags(file: Blob) {
  const { parseBlob } = await import('music-metadata');
  const { common } = await parseBlob(file, { duration: false, skipCovers: true, skipPostHeaders: true });
  return draftFromTags(common);
}
