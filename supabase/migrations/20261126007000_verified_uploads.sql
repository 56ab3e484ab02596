-- Upload verification outside the stand-in (docs/decisions/0008): the verify-upload function
-- reads an uploaded object's header through Storage, removes what is not lossless audio, and
-- records here what it read. Storage itself checks only bucket types and sizes, on hosted
-- Supabase as in the local stack, so a track may only name an object verified this way.

create table public.verified_uploads (
  object_path text primary key,
  owner uuid not null references auth.users (id) on delete cascade,
  -- storage.objects.version when it was read: replacing the object (upsert) makes a new version,
  -- which is not verified until the function reads it again.
  object_version text,
  container text not null,
  codec text not null,
  sample_rate integer not null,
  bit_depth integer not null,
  channels smallint not null,
  duration numeric not null,
  verified_at timestamptz not null default now()
);

-- Only the function (service role) writes or reads here; members see the facts on their tracks.
alter table public.verified_uploads enable row level security;
revoke all on public.verified_uploads from anon, authenticated;
grant all on public.verified_uploads to service_role;

create function public.record_verified_upload(
  object_path text, owner uuid, container text, codec text,
  sample_rate integer, bit_depth integer, channels integer, duration numeric
) returns void
language sql volatile security definer set search_path = '' as $$
  insert into public.verified_uploads as v
    (object_path, owner, object_version, container, codec, sample_rate, bit_depth, channels, duration)
  -- Parameters by position: storage.objects has an `owner` column of its own.
  select $1, $2, o.version, $3, $4, $5, $6, $7, $8
    from storage.objects o
   where o.bucket_id = 'audio' and o.name = $1
  on conflict (object_path) do update
    set owner = excluded.owner, object_version = excluded.object_version,
        container = excluded.container, codec = excluded.codec,
        sample_rate = excluded.sample_rate, bit_depth = excluded.bit_depth,
        channels = excluded.channels, duration = excluded.duration, verified_at = now()
$$;

revoke execute on function public.record_verified_upload(text, uuid, text, text, integer, integer, integer, numeric)
  from public, anon, authenticated;
grant execute on function public.record_verified_upload(text, uuid, text, text, integer, integer, integer, numeric)
  to service_role;

-- The object as it is now is the one the function read, for this member.
create function public.is_verified_object(object_name text, member uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1
      from public.verified_uploads v
      join storage.objects o on o.bucket_id = 'audio' and o.name = v.object_path
     where v.object_path = object_name
       and v.owner = member
       and o.version is not distinct from v.object_version
  )
$$;

-- An update that keeps the track's file (a new title, genres, cover) needs no new verification,
-- so tracks from before this rule stay editable.
create function public.keeps_track_file(track uuid, object_name text) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.audio_files f where f.id = track and f.file_path = object_name)
$$;

revoke execute on function public.is_verified_object(text, uuid) from public, anon;
revoke execute on function public.keeps_track_file(uuid, text) from public, anon;
grant execute on function public.is_verified_object(text, uuid) to authenticated, service_role;
grant execute on function public.keeps_track_file(uuid, text) to authenticated, service_role;

-- Restrictive, so they hold beside the permissive policies and the owner-object rule of
-- 20261126001000; the service role (seed, worker) bypasses RLS as on Supabase.
create policy "tracks name verified uploads (insert)" on public.audio_files
  as restrictive for insert to authenticated
  with check (public.is_verified_object(file_path, user_id));

create policy "tracks name verified uploads (update)" on public.audio_files
  as restrictive for update to authenticated
  using (true)
  with check (public.keeps_track_file(id, file_path) or public.is_verified_object(file_path, user_id));

-- Cover sizes ({user id}/covers/{uuid}/{96|600}.webp) the function found to be WebP by their bytes.
create table public.verified_covers (
  object_path text primary key,
  owner uuid not null references auth.users (id) on delete cascade,
  object_version text,
  verified_at timestamptz not null default now()
);

alter table public.verified_covers enable row level security;
revoke all on public.verified_covers from anon, authenticated;
grant all on public.verified_covers to service_role;

create function public.record_verified_cover(object_path text, owner uuid) returns void
language sql volatile security definer set search_path = '' as $$
  insert into public.verified_covers as v (object_path, owner, object_version)
  select $1, $2, o.version from storage.objects o where o.bucket_id = 'audio' and o.name = $1
  on conflict (object_path) do update
    set owner = excluded.owner, object_version = excluded.object_version, verified_at = now()
$$;

revoke execute on function public.record_verified_cover(text, uuid) from public, anon, authenticated;
grant execute on function public.record_verified_cover(text, uuid) to service_role;

-- Both sizes of the cover folder are verified WebP of this member, as they are now.
create function public.is_verified_cover(folder text, member uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select count(*) = 2
    from public.verified_covers v
    join storage.objects o on o.bucket_id = 'audio' and o.name = v.object_path
   where v.object_path in (folder || '/96.webp', folder || '/600.webp')
     and v.owner = member
     and o.version is not distinct from v.object_version
$$;

create function public.keeps_track_cover(track uuid, folder text) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.audio_files f where f.id = track and f.cover_path = folder)
$$;

revoke execute on function public.is_verified_cover(text, uuid) from public, anon;
revoke execute on function public.keeps_track_cover(uuid, text) from public, anon;
grant execute on function public.is_verified_cover(text, uuid) to authenticated, service_role;
grant execute on function public.keeps_track_cover(uuid, text) to authenticated, service_role;

create policy "covers are verified WebP (insert)" on public.audio_files
  as restrictive for insert to authenticated
  with check (cover_path is null or public.is_verified_cover(cover_path, user_id));

create policy "covers are verified WebP (update)" on public.audio_files
  as restrictive for update to authenticated
  using (true)
  with check (
    cover_path is null or public.keeps_track_cover(id, cover_path) or public.is_verified_cover(cover_path, user_id)
  );

-- Nor may a published track's file or cover size be replaced (an upsert) behind the
-- verification's back: a new file is a new object, verified and named by the track (the service
-- role, which the worker uses, bypasses RLS as on Supabase).
create function public.names_a_track(bucket text, object_name text) returns boolean
language sql stable security definer set search_path = '' as $$
  select bucket = 'audio' and (
    exists (select 1 from public.audio_files f where f.file_path = object_name)
    or (object_name ~ '/covers/[0-9a-f-]{36}/(96|600)\.webp$'
        and exists (select 1 from public.audio_files f
                     where f.cover_path = regexp_replace(object_name, '/(96|600)\.webp$', '')))
  )
$$;

revoke execute on function public.names_a_track(text, text) from public, anon;
grant execute on function public.names_a_track(text, text) to authenticated, service_role;

create policy "a published track's file is not replaced" on storage.objects
  as restrictive for update to authenticated
  using (not public.names_a_track(bucket_id, name));

-- The technical columns come from the verified reading (they used to come from the metadata the
-- local Storage wrote; hosted Storage never did).
create or replace function public.audio_files_technical_metadata() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  facts public.verified_uploads;
begin
  select v.* into facts from public.verified_uploads v where v.object_path = new.file_path;
  if found then
    new.codec := facts.codec;
    new.sample_rate := facts.sample_rate;
    new.bit_depth := facts.bit_depth;
    new.channels := facts.channels;
    new.duration := facts.duration;
  end if;
  return new;
end
$$;

-- Objects the local Storage verified before this migration keep their reading.
insert into public.verified_uploads
  (object_path, owner, object_version, container, codec, sample_rate, bit_depth, channels, duration)
select o.name, o.owner_id::uuid, o.version,
       case o.metadata -> 'audio' ->> 'container' when 'WAV' then 'WAV' when 'M4A' then 'M4A' else 'FLAC' end,
       o.metadata -> 'audio' ->> 'codec',
       (o.metadata -> 'audio' ->> 'sampleRate')::integer,
       coalesce((o.metadata -> 'audio' ->> 'bitDepth')::integer, 0),
       (o.metadata -> 'audio' ->> 'channels')::smallint,
       (o.metadata -> 'audio' ->> 'duration')::numeric
  from storage.objects o
 where o.bucket_id = 'audio'
   and jsonb_typeof(o.metadata -> 'audio') = 'object'
   and o.owner_id ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
   and exists (select 1 from auth.users u where u.id::text = o.owner_id)
on conflict (object_path) do nothing;
