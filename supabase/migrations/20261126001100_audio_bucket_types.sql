-- The 'audio' bucket takes audio and the cover images of a track (JPEG, PNG, WebP) only
-- (issue 15). Storage refuses any other declared type with 415 invalid_mime_type, here as on a
-- hosted project; the lossless check then reads the bytes of every audio upload.
-- application/json is the analysis worker's waveform peaks (analysis/{id}.waveform.json), a name
-- RLS lets only the service role write. No file_size_limit: the 50 GiB of every upload applies
-- (a hosted project caps it further with its global limit).
update storage.buckets
   set allowed_mime_types = array['audio/*', 'image/jpeg', 'image/png', 'image/webp', 'application/json']
 where id = 'audio';
