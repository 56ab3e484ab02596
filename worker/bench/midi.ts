/**
 * Multi-instrument pieces for the genuine corpus, written as Standard MIDI Files (format 0) from a
 * seed: a chord progression in a random key and tempo, played by a band (drums, bass, chords,
 * lead), a solo piano, a string quartet, a wind ensemble or an organ, with General MIDI programs
 * that FluidSynth renders with a GM SoundFont.
 */

export type Style = 'band' | 'piano' | 'strings' | 'winds' | 'organ' | 'guitars';
export const STYLES: Style[] = ['band', 'piano', 'strings', 'winds', 'organ', 'guitars'];

interface Note {
  tick: number;
  channel: number;
  key: number;
  velocity: number;
  length: number;
}

const PPQ = 480;

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function varLen(value: number): number[] {
  const bytes = [value & 0x7f];
  let v = value >> 7;
  while (v > 0) {
    bytes.unshift((v & 0x7f) | 0x80);
    v >>= 7;
  }
  return bytes;
}

/** Programs per style and part (General MIDI numbers, 0-based). */
const ENSEMBLES: Record<Style, { chords: number[]; lead: number[]; bass: number[]; drums: boolean }> = {
  band: { chords: [0, 4, 5, 16, 27, 29], lead: [80, 65, 56, 30, 73], bass: [33, 34, 38], drums: true },
  piano: { chords: [0, 1], lead: [0], bass: [0], drums: false },
  strings: { chords: [48, 49, 41], lead: [40, 42], bass: [42, 43], drums: false },
  winds: { chords: [61, 60, 70], lead: [73, 71, 68, 56], bass: [58, 70], drums: false },
  organ: { chords: [19, 16, 17], lead: [19, 74], bass: [19], drums: false },
  guitars: { chords: [24, 25, 26], lead: [25, 73, 22], bass: [32, 33], drums: true },
};

const PROGRESSIONS = [
  [0, 7, 9, 5],
  [0, 5, 7, 0],
  [9, 5, 0, 7],
  [0, 9, 5, 7],
  [2, 7, 0, 0],
];
const MAJOR = [0, 2, 4, 5, 7, 9, 11];

export interface Piece {
  style: Style;
  bpm: number;
  bytes: Uint8Array;
}

/** A piece of about `seconds` seconds (plus a bar to ring out). */
export function composePiece(seed: number, seconds: number, style: Style): Piece {
  const random = mulberry32(seed * 7919 + 17);
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)] as T;
  const ensemble = ENSEMBLES[style];
  const bpm = Math.round(style === 'strings' || style === 'organ' ? 60 + random() * 50 : 72 + random() * 78);
  const key = 48 + Math.floor(random() * 12);
  const progression = pick(PROGRESSIONS);
  const beats = Math.ceil((seconds * bpm) / 60);
  const soft = style === 'piano' || style === 'strings' ? 0.55 : 0.8;
  const notes: Note[] = [];
  const beat = PPQ;
  const chordsProgram = pick(ensemble.chords);
  const leadProgram = pick(ensemble.lead);
  const bassProgram = pick(ensemble.bass);
  const velocity = (base: number) => Math.max(1, Math.min(127, Math.round(base * soft + random() * 14 - 7)));
  for (let b = 0; b < beats; b++) {
    const bar = Math.floor(b / 4);
    const root = key + (progression[bar % progression.length] as number);
    const tick = b * beat;
    // Chords: arpeggiated on the piano and guitars, held by the others, once a bar.
    if (style === 'piano' || style === 'guitars') {
      const steps = [0, 4, 7, 12, 7, 4, 0, 7];
      for (let s = 0; s < 2; s++)
        notes.push({
          tick: tick + (s * beat) / 2,
          channel: 0,
          key: root + 12 + (steps[(b * 2 + s) % steps.length] as number),
          velocity: velocity(70),
          length: beat * 1.5,
        });
    } else if (b % 4 === 0) {
      for (const interval of [0, 4, 7, 11])
        notes.push({ tick, channel: 0, key: root + 12 + interval, velocity: velocity(60), length: beat * 4 });
    }
    // Bass: on the beat.
    if (b % 2 === 0 || style === 'band')
      notes.push({ tick, channel: 1, key: root - 12, velocity: velocity(85), length: beat * 0.9 });
    // Lead: a wandering line in the scale, eighths and quarters.
    let at = tick;
    while (at < tick + beat) {
      const length = random() < 0.5 ? beat / 2 : beat;
      if (random() < 0.8) {
        const degree = Math.floor(random() * 9);
        const pitch = key + 24 + (MAJOR[degree % 7] as number) + 12 * Math.floor(degree / 7);
        notes.push({ tick: at, channel: 2, key: pitch, velocity: velocity(80), length: length * 0.95 });
      }
      at += length;
    }
    if (ensemble.drums) {
      notes.push({ tick, channel: 9, key: b % 2 === 0 ? 36 : 38, velocity: velocity(100), length: beat / 4 });
      for (let h = 0; h < 2; h++)
        notes.push({
          tick: tick + (h * beat) / 2,
          channel: 9,
          key: random() < 0.15 ? 46 : 42,
          velocity: velocity(70),
          length: beat / 4,
        });
      if (b % 16 === 0) notes.push({ tick, channel: 9, key: 49, velocity: velocity(90), length: beat });
    }
  }
  const events: { tick: number; data: number[] }[] = [];
  const microseconds = Math.round(60_000_000 / bpm);
  events.push({
    tick: 0,
    data: [0xff, 0x51, 3, microseconds >> 16, (microseconds >> 8) & 255, microseconds & 255],
  });
  const programs: [number, number][] = [
    [0, chordsProgram],
    [1, bassProgram],
    [2, leadProgram],
  ];
  for (const [channel, program] of programs) {
    events.push({ tick: 0, data: [0xc0 | channel, program] });
    // Pan apart, some reverb: an arrangement, not three instruments on top of each other.
    events.push({ tick: 0, data: [0xb0 | channel, 10, [40, 64, 88][channel] as number] });
    events.push({ tick: 0, data: [0xb0 | channel, 91, 30 + Math.floor(random() * 60)] });
    events.push({ tick: 0, data: [0xb0 | channel, 7, [90, 100, 95][channel] as number] });
  }
  for (const n of notes) {
    events.push({ tick: Math.round(n.tick), data: [0x90 | n.channel, n.key, n.velocity] });
    events.push({ tick: Math.round(n.tick + n.length), data: [0x80 | n.channel, n.key, 0] });
  }
  // Note-offs before note-ons at the same tick, so a repeated note is not cut.
  events.sort((a, b) => a.tick - b.tick || ((a.data[0] as number) & 0xf0) - ((b.data[0] as number) & 0xf0));
  const end = beats * beat + 4 * beat;
  const track: number[] = [];
  let last = 0;
  for (const e of events) {
    track.push(...varLen(e.tick - last), ...e.data);
    last = e.tick;
  }
  track.push(...varLen(end - last), 0xff, 0x2f, 0);
  const header = [0x4d, 0x54, 0x68, 0x64, 0, 0, 0, 6, 0, 0, 0, 1, PPQ >> 8, PPQ & 255];
  const length = track.length;
  const chunk = [
    0x4d,
    0x54,
    0x72,
    0x6b,
    length >>> 24,
    (length >> 16) & 255,
    (length >> 8) & 255,
    length & 255,
  ];
  return { style, bpm, bytes: Uint8Array.from([...header, ...chunk, ...track]) };
}
