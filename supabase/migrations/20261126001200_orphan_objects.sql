-- Objects of the 'audio' bucket that no track uses (issue 15): an upload whose track was never
-- saved, a file left behind by a replaced or deleted track. The cleanup job (worker/src/
-- orphan-cleanup.ts, with the service role) asks for them here and removes them through Storage.
--
-- A track's objects are every `*_path` column of public.audio_files and public.track_analyses
-- (file, rendition, waveform, spectrogram — and a cover or any other path column a later
-- migration adds, without touching this function) and everything under analysis/{track id}.
-- Only objects untouched for older_than_seconds are offered, so an upload whose track is being
-- saved right now is never one of them.
create function public.orphan_audio_objects(older_than_seconds integer, max_rows integer default 1000)
returns setof text
language plpgsql stable security definer set search_path = '' as $$
declare
  referenced text := '';
  col record;
begin
  if older_than_seconds is null or older_than_seconds < 0 then
    raise exception 'older_than_seconds must be zero or more' using errcode = '22023';
  end if;
  for col in
    select c.table_name, c.column_name from information_schema.columns c
    where c.table_schema = 'public' and c.table_name in ('audio_files', 'track_analyses')
      and c.column_name like '%\_path' and c.data_type = 'text'
  loop
    referenced := referenced || format(
      ' and not exists (select 1 from public.%I r where r.%I = o.name)', col.table_name, col.column_name);
  end loop;
  return query execute format(
    $q$select o.name from storage.objects o
       where o.bucket_id = 'audio'
         and greatest(o.created_at, o.updated_at) < now() - make_interval(secs => $1)
         and not exists (
           select 1 from public.audio_files a
           where o.name like 'analysis/' || a.id::text || '.%%')
         %s
       order by o.created_at
       limit $2$q$, referenced)
    using older_than_seconds, greatest(1, least(coalesce(max_rows, 1000), 1000));
end
$$;

revoke execute on function public.orphan_audio_objects(integer, integer) from public, anon, authenticated;
grant execute on function public.orphan_audio_objects(integer, integer) to service_role;
