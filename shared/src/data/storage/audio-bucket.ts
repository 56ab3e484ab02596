/** The one storage bucket tracks live in (docs/product.md#9-constants-and-limits). */
export const AUDIO_BUCKET = 'audio';
