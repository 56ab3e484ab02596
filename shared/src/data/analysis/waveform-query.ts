import { queryOptions } from '@tanstack/react-query';
import { audioPublicUrl } from '../storage/audio-public-url.ts';
import { analysisKeys, type WaveformPeaks } from './analysis-shape.ts';

/** A track's peaks (the worker's waveform JSON in the public 'audio' bucket); immutable once made. */
export const waveformOptions = (path: string) =>
  queryOptions({
    queryKey: [...analysisKeys.all, 'waveform', path] as const,
    queryFn: async (): Promise<WaveformPeaks> => {
      const res = await fetch(audioPublicUrl(path));
      if (!res.ok) throw new Error(`waveform answered ${res.status}`);
      return (await res.json()) as WaveformPeaks;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
