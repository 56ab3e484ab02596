/**
 * The one PCM WAV writer of @hifi/shared's tests and stories: a 440 Hz sine (or silence) of the
 * given shape. Bytes, not a Buffer, so the stories' network (in the browser) can use it too.
 */
export function wavBytes({
  seconds,
  sampleRate = 44_100,
  channels = 1,
  bitDepth = 16,
  tone = true,
}: {
  seconds: number;
  sampleRate?: number;
  channels?: number;
  bitDepth?: 8 | 16 | 24;
  tone?: boolean;
}): Uint8Array {
  const bytesPerSample = bitDepth / 8;
  const blockAlign = channels * bytesPerSample;
  const frames = Math.round(seconds * sampleRate);
  const bytes = new Uint8Array(44 + frames * blockAlign);
  const view = new DataView(bytes.buffer);
  const ascii = (at: number, text: string) => {
    for (let i = 0; i < text.length; i++) view.setUint8(at + i, text.charCodeAt(i));
  };
  ascii(0, 'RIFF');
  view.setUint32(4, bytes.length - 8, true);
  ascii(8, 'WAVEfmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, channels, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * blockAlign, true);
  view.setUint16(32, blockAlign, true);
  view.setUint16(34, bitDepth, true);
  ascii(36, 'data');
  view.setUint32(40, frames * blockAlign, true);
  // 8-bit PCM is unsigned, 128 its silence; 16 and 24 bits are signed, little-endian
  const peak = 2 ** (bitDepth - 1) * (tone ? 0.37 : 0);
  for (let i = 0; i < frames; i++) {
    const sample = Math.round(Math.sin((2 * Math.PI * 440 * i) / sampleRate) * peak);
    for (let c = 0; c < channels; c++) {
      const at = 44 + i * blockAlign + c * bytesPerSample;
      if (bitDepth === 8) view.setUint8(at, 128 + sample);
      else for (let b = 0; b < bytesPerSample; b++) view.setUint8(at + b, (sample >> (8 * b)) & 0xff);
    }
  }
  return bytes;
}

/** wavBytes as a Node Buffer, for the data tests that upload it. */
export const wavFile = (shape: Parameters<typeof wavBytes>[0]): Buffer => Buffer.from(wavBytes(shape));
