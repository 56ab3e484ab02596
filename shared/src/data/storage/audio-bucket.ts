/** The one storage bucket tracks live in (SPEC §9). */
export const AUDIO_BUCKET = 'audio';
