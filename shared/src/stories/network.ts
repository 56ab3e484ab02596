/**
 * The network boundary of Storybook: msw handlers that answer the Supabase protocol (PostgREST
 * tables and RPC, auth, storage) from a small in-memory community, so whole pages render with
 * real-looking data through the real supabase-js client and data API. Only the preview and story
 * files import this (from '@hifi/shared/stories/network'); it never reaches the runtime bundle.
 *
 * The PostgREST part is deliberately small: `col=eq.value` filters, `limit`, single-object
 * responses and `count` — what the data API sends. Rows are stored with their embeds already in
 * place (`profiles`, `audio_files`), so any select of them is answered.
 */
import { delay, HttpResponse, http, type RequestHandler } from 'msw';
import type { TrackAnalysis, VerdictFacts } from '../data/analysis/analysis-shape.ts';
import { wavBytes } from '../data/testing/wav.ts';
import type { Track } from '../data/tracks/track-shape.ts';

export const STORY_ANON_KEY = 'storybook-anon-key';

type Row = Record<string, unknown>;
export type StoryTables = Record<string, Row[]>;

const ines = { id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', username: 'ada', email: null };
const marco = { id: '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d', username: 'marco_tape', email: null };
export const storyUser = { id: ines.id, email: 'ines@demo.hifi.local' };

/** A finished analysis of a genuine file at the track's format; `facts` turns it into another verdict. */
/** The checks the worker runs on a 44.1 or 48 kHz file. */
export const STORY_CHECKS = [
  'cut-off',
  'MP3 granule flicker',
  'MP3 quantisation',
  'MP3 quantiser lattice',
  'AAC quantisation',
];

export function storyAnalysis(
  trackId: string,
  format: { sample_rate: number | null; bit_depth: number | null },
  facts: Partial<TrackAnalysis> = {},
): TrackAnalysis {
  const done = (facts.status ?? 'done') === 'done';
  return {
    audio_file_id: trackId,
    status: 'done',
    error: null,
    sha256: done ? 'a3f5c9e1b2d4f6a8c0e2b4d6f8a0c2e4b6d8f0a2c4e6b8d0f2a4c6e8b0d2f4a6' : null,
    flac_md5_ok: done ? true : null,
    integrated_lufs: done ? -14.2 : null,
    true_peak_dbtp: done ? -0.8 : null,
    loudness_range_lu: done ? 7.1 : null,
    loudness_histogram: null,
    replaygain_track_gain_db: done ? -3.8 : null,
    replaygain_track_peak: done ? 0.91 : null,
    bandwidth_hz: done ? Math.round(((format.sample_rate ?? 44100) / 2) * 0.98) : null,
    effective_bit_depth: done ? format.bit_depth : null,
    upsampled_from_hz: null,
    lossy_source: done ? false : null,
    lossy_source_guess: null,
    waveform_path: null,
    spectrogram_path: done ? `analysis/${trackId}.spectrogram.png` : null,
    tags: null,
    analyzed_at: done ? '2026-11-21T08:31:00Z' : null,
    verdict_evidence: done ? { checks: STORY_CHECKS, found: null, picture: null } : null,
    ...facts,
  };
}

/** The verdict facts every track list embeds, from a whole analysis. */
export const verdictFacts = (a: TrackAnalysis): VerdictFacts => ({
  status: a.status,
  error: a.error,
  bandwidth_hz: a.bandwidth_hz,
  effective_bit_depth: a.effective_bit_depth,
  upsampled_from_hz: a.upsampled_from_hz,
  lossy_source: a.lossy_source,
  lossy_source_guess: a.lossy_source_guess,
});

/** How the story tracks' analyses differ from a genuine file (index = track number). */
const STORY_VERDICTS: Record<number, Partial<TrackAnalysis>> = {
  2: {
    lossy_source: true,
    lossy_source_guess: 'MP3 ~128 kbps',
    bandwidth_hz: 16100,
    effective_bit_depth: 16,
  },
  3: { upsampled_from_hz: 44100, bandwidth_hz: 21800 },
  9: { status: 'queued' },
  10: { effective_bit_depth: 16 },
  12: { status: 'failed', error: 'not a readable audio file: truncated FLAC frame' },
};

function track(n: number, overrides: Partial<Track>): Track {
  const author = n % 3 === 0 ? marco : ines;
  const id = `3f1c2a9e-8b7d-4c6e-9a5f-1d2e3c4b5a${String(n).padStart(2, '0')}`;
  const format = { sample_rate: overrides.sample_rate ?? 96000, bit_depth: overrides.bit_depth ?? 24 };
  const analysis = storyAnalysis(id, format, STORY_VERDICTS[n]);
  return {
    id,
    user_id: author.id,
    title: `Track ${n}`,
    description: null,
    file_path: `${author.id}/track-${n}.flac`,
    genres: ['Ambient'],
    duration: 120 + n * 17,
    codec: 'FLAC',
    sample_rate: 96000,
    bit_depth: 24,
    channels: 2,
    plays_count: 300 - n * 11,
    likes_count: 40 - n,
    comments_count: n % 4,
    created_at: `2026-11-${String(20 - n).padStart(2, '0')}T08:30:00Z`,
    profiles: { email: null, username: author.username },
    effective_bit_depth: analysis.status === 'done' ? analysis.effective_bit_depth : format.bit_depth,
    effective_sample_rate: analysis.upsampled_from_hz ?? format.sample_rate,
    lossy_suspected: analysis.lossy_source === true,
    download_allowed: n === 1,
    original_filename: n === 1 ? '01 Morning Fog Over the Lake (dawn master).flac' : null,
    track_analyses: verdictFacts(analysis),
    ...overrides,
  };
}

/** Twelve tracks with the variety a designer needs: long titles, WAV and ALAC, 16/44.1 to 24/192. */
export const storyTracks: Track[] = [
  track(1, {
    title: 'Morning Fog Over the Lake',
    genres: ['Ambient', 'Field Recording'],
    description: 'Slow pads recorded at dawn, mastered at 24/96.',
  }),
  track(2, {
    title: 'Night Drive',
    genres: ['Electronic', 'Synthwave'],
    codec: 'PCM',
    sample_rate: 44100,
    bit_depth: 16,
  }),
  track(3, { title: 'Harbour Bells', genres: ['Field Recording'], sample_rate: 192000 }),
  track(4, {
    title: 'String Quartet No. 2 in D minor, II. Adagio molto e mesto (live at the Wigmore Hall)',
    genres: ['Classical'],
  }),
  track(5, { title: 'Cassette Dreams', genres: ['Lo-fi'], codec: 'ALAC', sample_rate: 48000, bit_depth: 24 }),
  track(6, { title: 'Granite', genres: ['Jazz'], sample_rate: 88200 }),
  track(7, { title: 'Tidal Drone', genres: ['Drone', 'Ambient'] }),
  track(8, { title: 'Brass at Dusk', genres: ['Jazz', 'Live'], codec: 'PCM', bit_depth: 24 }),
  track(9, { title: 'Rain on Tin', genres: ['Field Recording'], sample_rate: 44100, bit_depth: 16 }),
  track(10, { title: 'Modular Study 4', genres: ['Electronic'] }),
  track(11, { title: 'Choir in the Nave', genres: ['Classical', 'Choral'] }),
  track(12, { title: 'Last Ferry', genres: ['Folk'], sample_rate: 48000 }),
];

/** The nth story track (the list is fixed, so a missing one is a typo in a story). */
export function storyTrack(index: number): Track {
  const found = storyTracks[index];
  if (!found) throw new Error(`no story track ${index}`);
  return found;
}

const comments: Row[] = [
  {
    id: 2,
    audio_file_id: storyTrack(0).id,
    user_id: marco.id,
    content: 'The room tone at 1:10 is gorgeous.',
    created_at: '2026-11-21T10:00:00Z',
    at_seconds: 70,
    profiles: { email: null, username: marco.username },
  },
  {
    id: 1,
    audio_file_id: storyTrack(0).id,
    user_id: ines.id,
    content: 'Recorded with two omnis on a jetty.',
    created_at: '2026-11-20T09:00:00Z',
    at_seconds: null,
    profiles: { email: null, username: ines.username },
  },
];

/** What the story member (ines) was told: a comment at a moment, a follow, a like, a new track. */
export function storyNotifications(): Row[] {
  const actor = { id: marco.id, username: marco.username };
  const at = (t: Track) => ({ id: t.id, title: t.title });
  return [
    {
      id: 'n4',
      kind: 'comment',
      created_at: '2026-11-24T11:00:00Z',
      read_at: null,
      actor,
      audio_files: at(storyTrack(0)),
      comments: { content: 'The room tone at 1:10 is gorgeous.', at_seconds: 70 },
    },
    {
      id: 'n3',
      kind: 'follow',
      created_at: '2026-11-24T10:00:00Z',
      read_at: null,
      actor,
      audio_files: null,
      comments: null,
    },
    {
      id: 'n2',
      kind: 'like',
      created_at: '2026-11-23T10:00:00Z',
      read_at: '2026-11-23T12:00:00Z',
      actor,
      audio_files: at(storyTrack(2)),
      comments: null,
    },
    {
      id: 'n1',
      kind: 'track',
      created_at: '2026-11-22T10:00:00Z',
      read_at: '2026-11-22T12:00:00Z',
      actor,
      audio_files: at(storyTrack(1)),
      comments: null,
    },
  ];
}

/** The community every page story starts from; a story passes its own tables to change it. */
export function storyCommunity(): StoryTables {
  return {
    audio_files: storyTracks.map((t) => ({ ...t })),
    profiles: [
      { ...ines, created_at: '2026-03-05T12:00:00Z', followers_count: 1, following_count: 1 },
      { ...marco, created_at: '2026-05-11T12:00:00Z', followers_count: 1, following_count: 1 },
    ],
    follows: [
      { follower_id: ines.id, followee_id: marco.id, created_at: '2026-11-01T12:00:00Z' },
      { follower_id: marco.id, followee_id: ines.id, created_at: '2026-11-02T12:00:00Z' },
    ],
    // The feed of the story member (ines follows marco): rpc/feed_page answers these.
    feed_page: storyTracks.filter((_, i) => i % 2 === 1).map((t) => ({ ...t })),
    notifications: storyNotifications(),
    comments,
    track_analyses: storyTracks.map((t, i) => storyAnalysis(t.id, t, STORY_VERDICTS[i + 1])),
    likes: [storyTrack(1), storyTrack(3)].map((t, i) => ({
      id: i + 1,
      audio_file_id: t.id,
      user_id: ines.id,
      created_at: `2026-11-2${i}T12:00:00Z`,
      audio_files: { ...t },
    })),
    plays: storyTracks.slice(0, 6).map((t, i) => ({
      id: i + 1,
      audio_file_id: t.id,
      user_id: ines.id,
      played_at: `2026-11-23T1${i}:00:00Z`,
      audio_files: { id: t.id, title: t.title, description: t.description, file_path: t.file_path },
    })),
    genres: [...new Set(storyTracks.flatMap((t) => t.genres))].sort().map((g) => ({ list_genres: g })),
  };
}

/** The story playlist: ines's "Dawn to dusk", edited by marco, with five tracks (one of them twice). */
export const STORY_PLAYLIST_ID = '5d4c3b2a-1908-4f7e-a6d5-c4b3a2918070';
export const STORY_PLAYLIST_LINK = 'f3a9c1d7e5b2084a6c9e1f3d5b7a9c0e2f4a6b8c0d2e4f6a8b0c2d4e6f8a0b2c';

/**
 * Playlist tables for the playlist stories, merged into the community by the stories that want them.
 * Public by default: an unlisted one's page shows its secret link, whose origin is Storybook's own
 * (a port that changes from run to run), so the page snapshots keep to the public one.
 */
export function storyPlaylistTables(entries = [0, 2, 4, 6, 0], visibility = 'public'): StoryTables {
  const playlist = {
    id: STORY_PLAYLIST_ID,
    user_id: ines.id,
    title: 'Dawn to dusk',
    description: 'Field recordings and slow pieces for a whole day outside.',
    visibility,
    created_at: '2026-11-20T08:00:00Z',
    updated_at: '2026-11-24T08:00:00Z',
    owner: { id: ines.id, username: ines.username },
  };
  const rows = entries.map((index, i) => ({
    id: i + 1,
    playlist_id: STORY_PLAYLIST_ID,
    position: i + 1,
    audio_files: { ...storyTrack(index) },
  }));
  const members = [
    {
      playlist_id: STORY_PLAYLIST_ID,
      user_id: marco.id,
      profiles: { id: marco.id, username: marco.username },
    },
  ];
  return {
    playlists: [playlist],
    playlist_members: members,
    playlist_tracks: rows,
    playlist_links: [{ playlist_id: STORY_PLAYLIST_ID, token: STORY_PLAYLIST_LINK }],
    playlist_by_link: [playlist],
    playlist_link_tracks: rows,
    playlist_link_members: members,
    editable_playlists: [
      { ...playlist, playlist_tracks: [{ count: rows.length }] },
      {
        id: '6e5d4c3b-2a19-4f8e-b7d6-e5c4b3a29181',
        user_id: marco.id,
        title: 'Tape hiss appreciation society',
        visibility: 'private',
        updated_at: '2026-11-22T08:00:00Z',
        playlist_tracks: [{ count: 12 }],
      },
    ],
  };
}

/** Every row of the table that the request's `col=eq.value` filters keep. */
export const STORY_RELEASE_ID = '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d';

/** Ines's EP, its tracks in release order (story tracks by index); `[]` for an empty one. */
export function storyReleaseTables(entries = [0, 6, 2, 10], visibility = 'public'): StoryTables {
  const release = {
    id: STORY_RELEASE_ID,
    user_id: ines.id,
    title: 'Shorelines',
    kind: 'ep',
    release_date: '2026-11-27',
    description: 'Four pieces recorded along the coast, mastered at 24/96.',
    cover_path: null,
    catalogue_number: 'HIFI-007',
    licence: 'cc-by-sa-4.0',
    visibility,
    publish_at: null,
    created_at: '2026-11-27T08:00:00Z',
    likes_count: 12,
    album_gain_db: -4.21,
    album_peak: 0.93,
    owner: { id: ines.id, username: ines.username },
  };
  const places = entries.map((index, i) => ({
    release_id: STORY_RELEASE_ID,
    audio_file_id: storyTrack(index).id,
    disc_number: 1,
    position: i + 1,
    audio_files: { ...storyTrack(index) },
  }));
  return {
    releases: [release],
    release_tracks: places,
    release_links: [{ release_id: STORY_RELEASE_ID, token: STORY_PLAYLIST_LINK }],
  };
}

function filterRows(rows: Row[], params: URLSearchParams): Row[] {
  let kept = rows;
  for (const [column, expression] of params) {
    if (['select', 'limit', 'offset', 'order', 'or', 'and'].includes(column)) continue;
    const eq = /^eq\.(.*)$/.exec(expression);
    if (eq) kept = kept.filter((row) => String(row[column]) === eq[1]);
    const cs = /^cs\.\{(.*)\}$/.exec(expression)?.[1];
    if (cs !== undefined) {
      const wanted = cs.split(',').map((v) => v.replace(/^"|"$/g, ''));
      kept = kept.filter((row) => wanted.every((v) => (row[column] as string[] | undefined)?.includes(v)));
    }
    if (expression === 'is.null')
      kept = kept.filter((row) => row[column] === null || row[column] === undefined);
    const ilike = /^ilike\.\*?(.*?)\*?$/.exec(expression)?.[1]?.toLowerCase();
    if (ilike !== undefined) kept = kept.filter((row) => String(row[column]).toLowerCase().includes(ilike));
  }
  return kept;
}

function tableResponse(rows: Row[], request: Request): Response {
  const url = new URL(request.url);
  const limit = Number(url.searchParams.get('limit') ?? rows.length);
  const offset = Number(url.searchParams.get('offset') ?? 0);
  const page = rows.slice(offset, offset + limit);
  const headers = { 'Content-Range': `${offset}-${offset + page.length - 1}/${rows.length}` };
  if (request.headers.get('Accept')?.includes('vnd.pgrst.object')) {
    if (page.length !== 1) {
      return HttpResponse.json(
        {
          code: 'PGRST116',
          message: 'Cannot coerce the result to a single JSON object',
          details: `The result contains ${page.length} rows`,
          hint: null,
        },
        { status: 406 },
      );
    }
    return HttpResponse.json(page[0], { headers });
  }
  return HttpResponse.json(page, { headers });
}

/**
 * Four minutes of quiet 8-bit mono WAV at 4 kHz (under 1 MB): long enough for the player's
 * seek bar and time to behave as with a real track. Made once.
 */
let quiet: Uint8Array | undefined;
function silentWav(): ArrayBuffer {
  quiet ??= wavBytes({ seconds: 240, sampleRate: 4000, bitDepth: 8, tone: false });
  return quiet.slice().buffer;
}

export interface StoryNetworkOptions {
  tables?: StoryTables;
  /** Milliseconds every answer waits; `'infinite'` keeps the page loading. */
  latency?: number | 'infinite';
  /** Every data request fails with this status (the error states). */
  failWith?: number;
}

/** The handlers of a page story: the community (or the given tables) served over the Supabase protocol. */
export function storyNetwork(options: StoryNetworkOptions = {}): RequestHandler[] {
  const tables = options.tables ?? storyCommunity();
  const wait = async () => {
    if (options.latency !== undefined) await delay(options.latency);
  };
  // Retry-After: 0 — supabase-js retries a 503 three times, 1, 2 and 4 s apart unless told when: an
  // error story shows its error without those 7 s, and none of its retries lands in the next story.
  const failHeaders = { 'Retry-After': '0' };
  const failure = () =>
    HttpResponse.json(
      { code: 'XX000', message: 'The server is unavailable', details: null, hint: null },
      { status: options.failWith, headers: failHeaders },
    );
  return [
    http.get('*/rest/v1/:table', async ({ params, request }) => {
      await wait();
      if (options.failWith) return failure();
      const rows = tables[String(params.table)] ?? [];
      return tableResponse(filterRows(rows, new URL(request.url).searchParams), request);
    }),
    http.head('*/rest/v1/:table', async ({ params, request }) => {
      await wait();
      if (options.failWith) return new HttpResponse(null, { status: options.failWith, headers: failHeaders });
      const rows = filterRows(tables[String(params.table)] ?? [], new URL(request.url).searchParams);
      return new HttpResponse(null, { headers: { 'Content-Range': `*/${rows.length}` } });
    }),
    http.post('*/rest/v1/rpc/list_genres', async () => {
      await wait();
      if (options.failWith) return failure();
      return HttpResponse.json(tables.genres ?? []);
    }),
    // any other function answers the table of its name (setof functions: playlists, the links)
    http.post('*/rest/v1/rpc/:fn', async ({ params, request }) => {
      await wait();
      if (options.failWith) return failure();
      const rows = tables[String(params.fn)];
      return rows ? tableResponse(rows, request) : HttpResponse.json([]);
    }),
    http.post('*/rest/v1/:table', async ({ request }) => {
      await wait();
      if (options.failWith) return failure();
      const body = (await request.json()) as Row;
      return HttpResponse.json({ id: 99, created_at: '2026-11-24T12:00:00Z', ...body }, { status: 201 });
    }),
    http.patch('*/rest/v1/:table', async () =>
      options.failWith ? failure() : HttpResponse.json([{ id: 'x' }]),
    ),
    http.delete('*/rest/v1/:table', async () =>
      options.failWith ? failure() : new HttpResponse(null, { status: 204 }),
    ),
    ...storyFallbackHandlers,
  ];
}

/** What every story gets when it asks for nothing: empty data, no session, quiet audio. */
export const storyFallbackHandlers: RequestHandler[] = [
  http.get('*/rest/v1/:table', ({ request }) => tableResponse([], request)),
  http.head('*/rest/v1/:table', () => new HttpResponse(null, { headers: { 'Content-Range': '*/0' } })),
  http.post('*/rest/v1/rpc/:fn', () => HttpResponse.json([])),
  http.post('*/rest/v1/:table', async ({ request }) => {
    const row = {
      id: 99,
      created_at: '2026-11-24T12:00:00Z',
      profiles: { email: null, username: 'ada' },
      ...((await request.json()) as Row),
    };
    const single = request.headers.get('Accept')?.includes('vnd.pgrst.object');
    return HttpResponse.json(single ? row : [row], { status: 201 });
  }),
  http.patch('*/rest/v1/:table', () => HttpResponse.json([])),
  http.delete('*/rest/v1/:table', () => new HttpResponse(null, { status: 204 })),
  http.get('*/auth/v1/user', () => HttpResponse.json({ code: 401, msg: 'no session' }, { status: 401 })),
  http.get('*/auth/v1/factors', () => HttpResponse.json([])),
  http.get('*/auth/v1/settings', () =>
    HttpResponse.json({ external: { email: true }, disable_signup: false }),
  ),
  http.post('*/auth/v1/:action', () =>
    HttpResponse.json(
      { code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' },
      { status: 400 },
    ),
  ),
  http.post('*/storage/v1/object/sign/*', ({ request }) =>
    HttpResponse.json({
      signedURL: `${new URL(request.url).pathname.replace('/storage/v1', '')}?token=story`,
    }),
  ),
  // Spectrograms are pictures drawn by the worker's own encoder (shared/.storybook/public).
  http.get('*/storage/v1/object/public/audio/analysis/:file', async ({ params }) => {
    const lossy = String(params.file).startsWith(storyTrack(1).id);
    const png = await fetch(lossy ? '/story-spectrogram-lossy.png' : '/story-spectrogram.png');
    return HttpResponse.arrayBuffer(await png.arrayBuffer(), { headers: { 'Content-Type': 'image/png' } });
  }),
  http.head(
    '*/storage/v1/object/*',
    () => new HttpResponse(null, { headers: { 'Content-Type': 'audio/wav' } }),
  ),
  http.get('*/storage/v1/object/*', () =>
    HttpResponse.arrayBuffer(silentWav(), {
      headers: { 'Content-Type': 'audio/wav', 'Accept-Ranges': 'none' },
    }),
  ),
  http.get('*/functions/v1/*', () =>
    HttpResponse.arrayBuffer(silentWav(), { headers: { 'Content-Type': 'audio/wav' } }),
  ),
];

/** A story's `parameters` entry for its network (replaces the preview's empty fallback). */
export function networkParameters(options: StoryNetworkOptions = {}) {
  return { network: storyNetwork(options) };
}
