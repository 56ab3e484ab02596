-- Who may see an object of the 'audio' bucket (list it, sign a URL for it, download it through
-- /object/authenticated): its uploader, and whoever may read the track or release it belongs to.
-- Until now anyone could, so listing the bucket named the files of private, unlisted and
-- scheduled tracks. The bucket stays public, because a public track's first play must not wait
-- for a signing round trip (docs/decisions/0010): an object's URL is its name, a random UUID no
-- API gives to anyone who may not read its track (docs/architecture.md, "Who reads an audio file").
create function public.may_read_audio_object(object_name text) returns boolean
language sql stable security invoker set search_path = '' as $$
  -- security invoker: the row level security of tracks and releases decides, as for the caller
  select exists (
    select 1 from public.audio_files f
    where object_name in (f.file_path, f.rendition_path)
       or starts_with(object_name, f.cover_path || '/')
       or starts_with(object_name, 'analysis/' || f.id::text || '.')
  ) or exists (
    select 1 from public.releases r where starts_with(object_name, r.cover_path || '/')
  )
$$;

drop policy if exists "audio objects are readable by anyone" on storage.objects;
create policy "audio objects are seen by who may read their track" on storage.objects
  for select to anon, authenticated
  using (
    bucket_id = 'audio'
    and (owner_id = (select auth.uid())::text or public.may_read_audio_object(name))
  );
