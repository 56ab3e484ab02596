/**
 * The upload page's header check: the verify-upload function's own reader
 * (supabase/functions/_shared/audio-probe.ts), so a renamed MP3 or an AAC .m4a is refused with
 * the server's words before a byte is sent. The server keeps its check after the bytes arrive.
 */
import type { ByteSource } from '../../../../supabase/functions/_shared/audio-probe.ts';

export {
  type ByteSource,
  type Identified,
  identifyAudio,
  PROBE_MESSAGES,
} from '../../../../supabase/functions/_shared/audio-probe.ts';

/** A Blob (a File) as a ByteSource. */
export function blobSource(blob: Blob): ByteSource {
  return {
    size: blob.size,
    async read(offset, length) {
      return new Uint8Array(await blob.slice(offset, offset + length).arrayBuffer());
    },
  };
}
