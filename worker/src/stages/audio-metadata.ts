import { type ICommonTagsResult, type IFormat, parseFile } from 'music-metadata';

export class RefusedInput extends Error {}

/** The header as music-metadata reads it; a file it cannot read, or without a rate, is refused. */
export async function readAudioHeader(path: string): Promise<{
  format: IFormat & { sampleRate: number; numberOfChannels: number };
  common: ICommonTagsResult;
}> {
  let meta: Awaited<ReturnType<typeof parseFile>>;
  try {
    meta = await parseFile(path, { duration: true, skipCovers: true });
  } catch (error) {
    throw new RefusedInput(`not a readable audio file: ${(error as Error).message}`);
  }
  const { sampleRate, numberOfChannels } = meta.format;
  if (!sampleRate || !numberOfChannels)
    throw new RefusedInput('not a readable audio file: no sample rate or channel count');
  return { format: { ...meta.format, sampleRate, numberOfChannels }, common: meta.common };
}

/** The tags a track's page shows, under their Vorbis names. */
export function tagsOf(common: ICommonTagsResult): Record<string, string> {
  const tags: Record<string, string> = {};
  if (common.title) tags.TITLE = common.title;
  if (common.artist) tags.ARTIST = common.artist;
  if (common.album) tags.ALBUM = common.album;
  if (common.genre?.length) tags.GENRE = common.genre.join('; ');
  if (common.track?.no) tags.TRACKNUMBER = String(common.track.no);
  if (common.date ?? common.year) tags.DATE = String(common.date ?? common.year);
  return tags;
}
