/** The demo community `pnpm stack:seed` creates: who is in it and what they shared. */
export interface DemoUser {
  email: string;
  username: string;
}

export interface DemoTrack {
  title: string;
  description: string;
  genres: string[];
  /** index into DEMO_USERS */
  owner: number;
  format: 'flac' | 'wav';
  hiRes: boolean;
}

/** Every demo user signs in with this password (shown in the README). */
export const DEMO_PASSWORD = 'hifi-demo-2026';

export const DEMO_USERS: DemoUser[] = [
  { email: 'ada@demo.hifi.local', username: 'ada' },
  { email: 'miles@demo.hifi.local', username: 'miles_tone' },
  { email: 'clara@demo.hifi.local', username: 'clara_strings' },
  { email: 'kofi@demo.hifi.local', username: 'kofi_beats' },
  { email: 'ines@demo.hifi.local', username: 'ines_field' },
  { email: 'jun@demo.hifi.local', username: 'jun_synth' },
];

const T = (
  title: string,
  description: string,
  genres: string[],
  owner: number,
  format: 'flac' | 'wav' = 'flac',
  hiRes = false,
): DemoTrack => ({ title, description, genres, owner, format, hiRes });

export const DEMO_TRACKS: DemoTrack[] = [
  T(
    'Morning Fog Over the Lake',
    'Slow pads recorded at dawn, mastered at 24/96.',
    ['Ambient'],
    4,
    'flac',
    true,
  ),
  T(
    'Harbour Bells',
    'Field recording of harbour bells with a soft drone.',
    ['Field Recording', 'Ambient'],
    4,
    'wav',
  ),
  T('Rain on a Tin Roof', 'Binaural rain, no processing.', ['Field Recording'], 4),
  T(
    'Forest Floor',
    'Birdsong and wind, captured in the early spring.',
    ['Field Recording', 'Nature'],
    4,
    'wav',
  ),
  T('Blue Hour Walk', 'Brushed drums and an upright bass, late-night jazz.', ['Jazz'], 1),
  T('Modal Sketch No. 3', 'A short modal improvisation in D dorian.', ['Jazz'], 1, 'wav'),
  T('Smoke Rings', 'Quartet take, one microphone, no overdubs.', ['Jazz', 'Live'], 1, 'flac', true),
  T('After Hours Trio', 'Piano trio recorded live to two-track.', ['Jazz', 'Live'], 1),
  T('Cello Suite Fragment', 'Solo cello fragment, close-miked.', ['Classical'], 2, 'flac', true),
  T('String Quartet in G', 'First movement excerpt.', ['Classical', 'Chamber'], 2),
  T(
    'Nocturne for Two Violins',
    'Intimate duet, recorded in a small church.',
    ['Classical', 'Chamber'],
    2,
    'wav',
  ),
  T('Harpsichord Etude', 'Baroque-inspired etude in 24-bit.', ['Classical', 'Baroque'], 2, 'flac', true),
  T('Concrete Groove', 'Boom-bap beat with a dusty sample feel.', ['Hip-Hop'], 3),
  T('Late Bus Home', 'Lo-fi hip-hop, tape saturation included.', ['Hip-Hop', 'Lo-Fi'], 3, 'wav'),
  T('Block Party 1994', 'Breakbeat tribute, mixed loud.', ['Hip-Hop'], 3),
  T('Subway Cypher', 'Instrumental for freestyles.', ['Hip-Hop'], 3),
  T('Neon Drive', 'Analog synthwave with arpeggios and gated drums.', ['Electronic', 'Synthwave'], 5),
  T('Warehouse 4AM', 'Driving techno, 128 BPM.', ['Electronic', 'Techno'], 5, 'wav'),
  T('Glass Arpeggio', 'Modular patch, one take.', ['Electronic'], 5, 'flac', true),
  T('Pulse Width', 'Minimal techno study on a single oscillator.', ['Electronic', 'Techno'], 5),
  T('Satellite Lullaby', 'Ambient electronica for falling asleep.', ['Electronic', 'Ambient'], 5),
  T('Dusty Highway', 'Fingerpicked acoustic guitar with harmonica.', ['Folk'], 0),
  T('Kitchen Table Song', 'Voice and guitar, recorded at home.', ['Folk', 'Acoustic'], 0, 'wav'),
  T('Northern Lights Waltz', 'Fiddle waltz in three-four time.', ['Folk'], 0),
  T('Garage Anthem', 'Loud guitars, live drums, one room.', ['Rock'], 0),
  T('Feedback Loop', 'Noise rock jam, handle with care.', ['Rock', 'Experimental'], 0, 'wav'),
  T('Slow Burn', 'Bluesy rock ballad with a long solo.', ['Rock', 'Blues'], 1),
  T('Opening Titles', 'Orchestral cue for an imaginary film.', ['Soundtrack', 'Classical'], 2),
  T('Chase Scene', 'Percussive cue, 24/96 master.', ['Soundtrack'], 2, 'flac', true),
  T('End Credits', 'Piano and strings, gentle fade out.', ['Soundtrack'], 2, 'wav'),
  T('Tape Loop Meditation', 'Looped tape hiss and a single chord.', ['Experimental', 'Ambient'], 4),
  T(
    'Circuit Bent Toys',
    'Sounds from modified children\u2019s toys.',
    ['Experimental', 'Electronic'],
    5,
    'wav',
  ),
  T('Test Tone Suite', 'Sine sweeps for checking your system, lossless.', ['Experimental'], 0),
];

export const DEMO_COMMENTS = [
  'Sounds incredible on my headphones.',
  'The stereo image on this is so wide.',
  'Love the dynamics, no brickwall limiting!',
  'Is this the 24-bit master?',
  'Played this three times in a row.',
  'Great recording, what microphones did you use?',
  'This deserves more plays.',
  'Perfect for a rainy afternoon.',
];
