import type { Track } from '../../data/tracks/track-shape.ts';

/** Fixed tracks for stories and component tests (the data tests use the real stack). */
export function sampleTrack(overrides: Partial<Track> = {}): Track {
  return {
    id: '3f1c2a9e-8b7d-4c6e-9a5f-1d2e3c4b5a60',
    user_id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    title: 'Morning Fog Over the Lake',
    description: 'Slow pads recorded at dawn, mastered at 24/96.',
    file_path: '9a8b7c6d/morning-fog.flac',
    genres: ['Ambient', 'Field Recording'],
    duration: 187.4,
    codec: 'flac',
    sample_rate: 96000,
    bit_depth: 24,
    channels: 2,
    effective_bit_depth: 24,
    effective_sample_rate: 96000,
    lossy_suspected: false,
    download_allowed: false,
    track_analyses: {
      status: 'done',
      error: null,
      bandwidth_hz: 47000,
      effective_bit_depth: 24,
      upsampled_from_hz: null,
      lossy_source: false,
      lossy_source_guess: null,
    },
    plays_count: 42,
    likes_count: 7,
    comments_count: 2,
    created_at: '2026-11-02T08:30:00Z',
    profiles: { email: 'ines@demo.hifi.local', username: 'ines_field' },
    ...overrides,
  };
}
