-- The orphan cleanup (20261126001200_orphan_objects.sql) keeps what a `*_path` column names
-- exactly; a cover (20261125110000_cover_art.sql) is a folder of sizes, {cover_path}/96.webp and
-- {cover_path}/600.webp, so the objects under a track's cover_path are kept too.
create or replace function public.orphan_audio_objects(older_than_seconds integer, max_rows integer default 1000)
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
         and not exists (
           select 1 from public.audio_files a
           where a.cover_path is not null and starts_with(o.name, a.cover_path || '/'))
         %s
       order by o.created_at
       limit $2$q$, referenced)
    using older_than_seconds, greatest(1, least(coalesce(max_rows, 1000), 1000));
end
$$;
