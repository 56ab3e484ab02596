-- The file's own tags a member keeps when publishing (issue 19): ARTIST, ALBUM, TRACKNUMBER and
-- DATE, read in the browser at upload and shown on the track page. Keyed as the worker keys the
-- tags it reads from the stored file (track_analyses.tags, Vorbis comment names); title and genres
-- have columns of their own. Null when the file had none, else an object of those keys whose
-- values are non-empty strings of at most 500 characters.
create function public.are_track_tags(tags jsonb) returns boolean
language sql immutable set search_path = '' as $$
  select tags is null or (
    jsonb_typeof(tags) = 'object'
    and not exists (
      select 1
        from jsonb_each(tags) t
       where t.key not in ('ARTIST', 'ALBUM', 'TRACKNUMBER', 'DATE')
          or jsonb_typeof(t.value) <> 'string'
          or char_length(t.value #>> '{}') not between 1 and 500
    )
  )
$$;

alter table public.audio_files add column tags jsonb
  constraint audio_files_tags_shape check (public.are_track_tags(tags));
grant insert (tags) on public.audio_files to authenticated;
