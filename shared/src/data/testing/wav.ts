/** A PCM WAV file for data-module tests: a 440 Hz sine (or silence) of the given shape. */
export function wavFile({
  seconds,
  sampleRate = 44_100,
  channels = 1,
  bitDepth = 16,
  tone = true,
}: {
  seconds: number;
  sampleRate?: number;
  channels?: number;
  bitDepth?: 16 | 24;
  tone?: boolean;
}): Buffer {
  const bytesPerSample = bitDepth / 8;
  const blockAlign = channels * bytesPerSample;
  const frames = Math.round(seconds * sampleRate);
  const data = Buffer.alloc(frames * blockAlign);
  if (tone) {
    const peak = bitDepth === 16 ? 12_000 : 3_000_000;
    for (let i = 0; i < frames; i++) {
      const sample = Math.round(Math.sin((2 * Math.PI * 440 * i) / sampleRate) * peak);
      for (let c = 0; c < channels; c++)
        data.writeIntLE(sample, i * blockAlign + c * bytesPerSample, bytesPerSample);
    }
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(channels, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * blockAlign, 28);
  header.writeUInt16LE(blockAlign, 32);
  header.writeUInt16LE(bitDepth, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}
