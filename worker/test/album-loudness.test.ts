import { join } from 'node:path';
import { supabaseClient } from '@hifi/backend/test/stack-harness.ts';
import { describe, expect, it } from 'vitest';
import { ebur128, ffmpeg, fixtureDir, genuine } from './fixtures.ts';
import { addTrack, analysis, currentStack, drain, trackRow, useStack } from './stack-tracks.ts';

useStack();

/** The take at another level, as a track of the same album would be mastered. */
function atLevel(source: string, name: string, db: number) {
  const out = join(fixtureDir, name);
  ffmpeg('-i', source, '-af', `volume=${db}dB`, '-sample_fmt', 's16', out);
  return out;
}

describe("a release's album gain", () => {
  it('is the loudness of its tracks played end to end, with the album-wide gate of EBU R128', async () => {
    const take = genuine('album-take.flac', 8);
    const files = [take, atLevel(take, 'album-softer.flac', -6), atLevel(take, 'album-interlude.flac', -30)];
    const ids = [];
    for (const file of files) ids.push(await addTrack(file, 'flac'));
    await drain();

    const admin = supabaseClient(currentStack(), currentStack().keys.serviceRoleKey);
    const { user_id } = await trackRow(ids[0] as string);
    const { data: release, error } = await admin
      .from('releases')
      .insert({ user_id, title: 'Three Levels', kind: 'ep' })
      .select('id')
      .single();
    if (error) throw error;
    const placed = await admin
      .from('release_tracks')
      .insert(ids.map((id, i) => ({ release_id: release.id, audio_file_id: id, position: i + 1 })));
    if (placed.error) throw placed.error;
    const { data: measured } = await supabaseClient(currentStack())
      .from('releases')
      .select('album_gain_db, album_peak')
      .eq('id', release.id)
      .single();

    // ffmpeg's meter over the three tracks joined into one programme
    const joined = join(fixtureDir, 'album-joined.flac');
    ffmpeg(...files.flatMap((f) => ['-i', f]), '-filter_complex', 'concat=n=3:v=0:a=1', joined);
    const programme = ebur128(joined).lufs;
    expect(Math.abs(Number(measured?.album_gain_db) - (-18 - programme))).toBeLessThan(0.15);

    // The interlude sits under the album's relative gate: an energy mean of the tracks' own
    // loudness, without that gate, would call the album 1.7 LU quieter than it sounds.
    const tracks = await Promise.all(ids.map(analysis));
    const energyMean =
      10 *
      Math.log10(tracks.reduce((sum, t) => sum + 10 ** (Number(t.integrated_lufs) / 10), 0) / tracks.length);
    expect(programme - energyMean).toBeGreaterThan(1.2);
    expect(Number(measured?.album_peak)).toBe(
      Math.max(...tracks.map((t) => Number(t.replaygain_track_peak))),
    );
  });
});
