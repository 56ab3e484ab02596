-- "Download original" (docs/product.md) saves the file under the name it had on the member's
-- computer. The upload records it once; null for tracks uploaded before (the download then
-- falls back to the title and the file's extension). A file name, not a path: no separators,
-- no control characters, at most 255 characters (what file systems allow).
alter table public.audio_files add column original_filename text
  check (
    original_filename is null
    or (char_length(original_filename) between 1 and 255 and original_filename !~ '[/\\[:cntrl:]]')
  );
grant insert (original_filename) on public.audio_files to authenticated;
