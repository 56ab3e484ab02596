-- A release made from an upload batch takes its cover (the first embedded picture) and each track's
-- DISCNUMBER with it, still in one call: create_release gains cover_path and discs (one disc number
-- per track, in the order of tracks; positions count from 1 on each disc). The old signature goes,
-- so PostgREST has one create_release to pick. A release's cover is one of its owner's covers
-- (a folder of sizes, as a track's), and the orphan cleanup keeps it.
alter table public.releases add constraint releases_cover_is_owners
  check (cover_path is null or cover_path ~ ('^' || user_id::text || '/covers/[0-9a-f-]{36}$'));

drop function public.create_release(text, text, date, text, text, uuid[]);

create function public.create_release(
  title text,
  kind text default 'album',
  release_date date default null,
  licence text default 'all-rights-reserved',
  visibility text default 'public',
  tracks uuid[] default '{}',
  cover_path text default null,
  discs integer[] default null
) returns setof public.releases
language plpgsql volatile set search_path = '' as $$
declare
  made public.releases;
begin
  if coalesce(btrim(title), '') = '' then
    raise exception 'A release needs a title' using errcode = '22023';
  end if;
  if cardinality(tracks) = 0 then
    raise exception 'A release needs at least one track' using errcode = '22023';
  end if;
  if (select count(distinct t) from unnest(tracks) t) <> cardinality(tracks) then
    raise exception 'A track can appear on a release only once' using errcode = '22023';
  end if;
  if discs is not null and (cardinality(discs) <> cardinality(tracks)
      or exists (select 1 from unnest(discs) d where d is null or d < 1)) then
    raise exception 'Give one disc number of 1 or more for each track' using errcode = '22023';
  end if;
  insert into public.releases (user_id, title, kind, release_date, licence, visibility, cover_path)
  values ((select auth.uid()), btrim(title), kind, release_date, licence, visibility, cover_path)
  returning * into made;
  begin
    insert into public.release_tracks (release_id, audio_file_id, disc_number, position)
    select made.id, o.id, coalesce(discs[o.n], 1),
           row_number() over (partition by coalesce(discs[o.n], 1) order by o.n)
    from unnest(tracks) with ordinality o(id, n);
  exception when unique_violation then
    raise exception 'A track of this release is already on another release' using errcode = '23505';
  end;
  return next made;
end
$$;
revoke execute on function public.create_release(text, text, date, text, text, uuid[], text, integer[])
  from public, anon;
grant execute on function public.create_release(text, text, date, text, text, uuid[], text, integer[])
  to authenticated;

-- The orphan cleanup as in 20261126005200_orphan_objects_know_covers.sql, keeping release covers too.
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
         and not exists (
           select 1 from public.releases r
           where r.cover_path is not null and starts_with(o.name, r.cover_path || '/'))
         %s
       order by o.created_at
       limit $2$q$, referenced)
    using older_than_seconds, greatest(1, least(coalesce(max_rows, 1000), 1000));
end
$$;
