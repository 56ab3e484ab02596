-- Releases, visibility and licences (docs/product.md#releases-visibility-and-licences).
--
-- Who sees a track or a release is decided by row level security alone, so every read through
-- /rest/v1 (discovery, search, profiles, feeds, embeds) follows it with no filter of its own:
--   public    everyone, once publish_at (if any) has passed;
--   unlisted  nobody by its id: only through its secret link (/s/{token}), and only once published;
--   private   nobody.
-- The owner always sees their own. publish_at is compared with now() at read time, so a
-- scheduled item appears on time with no job. A release's visibility and publish_at cover its
-- tracks: they are copied onto the tracks when the release changes or a track joins it, which
-- keeps the policy on audio_files a test of the row itself (no join per row in discovery).
-- Runs unchanged on a hosted Supabase project.

create function public.is_licence(licence text) returns boolean
language sql immutable set search_path = '' as $$
  select licence in ('all-rights-reserved', 'cc-by-4.0', 'cc-by-sa-4.0', 'cc-by-nc-4.0',
                     'cc-by-nc-sa-4.0', 'cc-by-nd-4.0', 'cc-by-nc-nd-4.0', 'cc0-1.0')
$$;

/* true when a visitor may read an item by its id: public and published */
create function public.is_listed(visibility text, publish_at timestamptz) returns boolean
language sql stable set search_path = '' as $$
  select visibility = 'public' and (publish_at is null or publish_at <= now())
$$;

alter table public.audio_files
  add column licence text not null default 'all-rights-reserved' check (public.is_licence(licence)),
  add column visibility text not null default 'public'
    check (visibility in ('public', 'unlisted', 'private')),
  add column publish_at timestamptz;

drop policy "tracks are public" on public.audio_files;
create policy "listed tracks and one's own are read" on public.audio_files for select
  using (public.is_listed(visibility, publish_at) or user_id = (select auth.uid()));
grant insert (licence, visibility, publish_at) on public.audio_files to authenticated;
grant update (licence, visibility, publish_at) on public.audio_files to authenticated;

-- A hidden track's comments are hidden with it (they are its page's content).
drop policy "comments are public" on public.comments;
create policy "comments of tracks one may read are read" on public.comments for select
  using (exists (select 1 from public.audio_files a where a.id = audio_file_id));

-- Followers hear of public tracks only; one scheduled for later is told of once it is out (the
-- notification is read under its track's own rule).
create or replace function public.notify_tracks() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.notifications (user_id, kind, actor_id, audio_file_id)
  select f.follower_id, 'track', c.user_id, c.id
  from changed c join public.follows f on f.followee_id = c.user_id
  where c.visibility = 'public';
  return null;
end
$$;
drop policy "members read their own notifications" on public.notifications;
create policy "members read their own notifications of what they may read" on public.notifications
  for select to authenticated using (
    (select auth.uid()) = user_id
    and (audio_file_id is null or exists (select 1 from public.audio_files a where a.id = audio_file_id))
  );

create table public.releases (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  title text not null check (length(btrim(title)) between 1 and 200),
  kind text not null default 'album' check (kind in ('album', 'ep', 'single', 'compilation')),
  release_date date,
  description text check (length(description) <= 5000),
  cover_path text,
  catalogue_number text check (length(catalogue_number) <= 64),
  licence text not null default 'all-rights-reserved' check (public.is_licence(licence)),
  visibility text not null default 'public' check (visibility in ('public', 'unlisted', 'private')),
  publish_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.notifications add constraint notifications_release_id_fkey
  foreign key (release_id) references public.releases (id) on delete cascade;
create index releases_user_recent on public.releases (user_id, release_date desc nulls last, created_at desc);

create table public.release_tracks (
  release_id uuid not null references public.releases (id) on delete cascade,
  -- a track belongs to at most one release; deleting a release keeps its tracks
  audio_file_id uuid primary key references public.audio_files (id) on delete cascade,
  position integer not null check (position >= 1),
  disc_number integer not null default 1 check (disc_number >= 1),
  -- checked at the end of each statement, so one update may swap two positions
  constraint release_tracks_one_per_place unique (release_id, disc_number, position)
    deferrable initially immediate
);
create index release_tracks_in_order on public.release_tracks (release_id, disc_number, position);

alter table public.releases enable row level security;
alter table public.release_tracks enable row level security;

create policy "listed releases and one's own are read" on public.releases for select
  using (public.is_listed(visibility, publish_at) or user_id = (select auth.uid()));
create policy "members make their own releases" on public.releases for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy "owners edit their releases" on public.releases for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "owners delete their releases" on public.releases for delete to authenticated
  using (user_id = (select auth.uid()));
revoke insert, update on public.releases from anon, authenticated;
grant insert (id, user_id, title, kind, release_date, description, cover_path, catalogue_number,
  licence, visibility, publish_at) on public.releases to authenticated;
grant update (title, kind, release_date, description, cover_path, catalogue_number, licence,
  visibility, publish_at) on public.releases to authenticated;

-- The tracklist is read with its release; only the owner of both release and track changes it.
create policy "tracklists of releases one may read are read" on public.release_tracks for select
  using (exists (select 1 from public.releases r where r.id = release_id));
create policy "owners add their own tracks to their releases" on public.release_tracks for insert
  to authenticated with check (
    exists (select 1 from public.releases r where r.id = release_id and r.user_id = (select auth.uid()))
    and exists (select 1 from public.audio_files a where a.id = audio_file_id and a.user_id = (select auth.uid()))
  );
create policy "owners reorder their releases" on public.release_tracks for update to authenticated
  using (exists (select 1 from public.releases r where r.id = release_id and r.user_id = (select auth.uid())))
  with check (exists (select 1 from public.releases r where r.id = release_id and r.user_id = (select auth.uid())));
create policy "owners take tracks out of their releases" on public.release_tracks for delete to authenticated
  using (exists (select 1 from public.releases r where r.id = release_id and r.user_id = (select auth.uid())));
revoke insert, update on public.release_tracks from anon, authenticated;
grant insert (release_id, audio_file_id, position, disc_number) on public.release_tracks to authenticated;
grant update (position, disc_number) on public.release_tracks to authenticated;

-- A release's visibility and publish_at onto its tracks: when it changes, and when a track joins;
-- its licence too, onto a joining track that has none of its own (all rights reserved).
create function public.release_covers_tracks() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.audio_files a set visibility = new.visibility, publish_at = new.publish_at
  from public.release_tracks t
  where t.release_id = new.id and a.id = t.audio_file_id
    and (a.visibility, a.publish_at) is distinct from (new.visibility, new.publish_at);
  return null;
end
$$;
create trigger release_covers_tracks after update of visibility, publish_at on public.releases
  for each row execute function public.release_covers_tracks();

create function public.track_joins_release() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.audio_files a set visibility = r.visibility, publish_at = r.publish_at,
    licence = case when a.licence = 'all-rights-reserved' then r.licence else a.licence end
  from public.releases r
  where r.id = new.release_id and a.id = new.audio_file_id;
  return null;
end
$$;
create trigger track_joins_release after insert on public.release_tracks
  for each row execute function public.track_joins_release();

create trigger releases_updated_at before update on public.releases
  for each row execute function public.touch_updated_at();

-- Puts a release's tracks in the given order (disc 1, positions 1..n) in one statement.
create function public.reorder_release(release uuid, tracks uuid[]) returns setof public.release_tracks
language plpgsql volatile set search_path = '' as $$
begin
  if (select count(*) from public.release_tracks t where t.release_id = release)
     is distinct from cardinality(tracks)
     or exists (select 1 from unnest(tracks) u(id)
                where not exists (select 1 from public.release_tracks t
                                  where t.release_id = release and t.audio_file_id = u.id)) then
    raise exception 'The new order must list each of the release''s tracks once'
      using errcode = '22023';
  end if;
  return query
  update public.release_tracks t set position = o.n, disc_number = 1
  from unnest(tracks) with ordinality o(id, n)
  where t.release_id = release and t.audio_file_id = o.id
  returning t.*;
end
$$;
revoke execute on function public.reorder_release(uuid, uuid[]) from public, anon;
grant execute on function public.reorder_release(uuid, uuid[]) to authenticated;

-- Secret links for unlisted tracks and releases, as for playlists (20261128005700): 244 random
-- bits, not derived from the id; only the owner reads or replaces one.
create table public.track_links (
  audio_file_id uuid primary key references public.audio_files (id) on delete cascade,
  token text not null unique default public.new_playlist_link_token(),
  created_at timestamptz not null default now()
);
create table public.release_links (
  release_id uuid primary key references public.releases (id) on delete cascade,
  token text not null unique default public.new_playlist_link_token(),
  created_at timestamptz not null default now()
);
insert into public.track_links (audio_file_id) select id from public.audio_files;
alter table public.track_links enable row level security;
alter table public.release_links enable row level security;
create policy "owners read their tracks' links" on public.track_links for select to authenticated
  using (exists (select 1 from public.audio_files a
                 where a.id = audio_file_id and a.user_id = (select auth.uid())));
create policy "owners read their releases' links" on public.release_links for select to authenticated
  using (exists (select 1 from public.releases r where r.id = release_id and r.user_id = (select auth.uid())));
revoke insert, update, delete, truncate on public.track_links, public.release_links from anon, authenticated;

create function public.track_links_made() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.track_links (audio_file_id) select id from changed;
  return null;
end
$$;
create trigger track_links_made after insert on public.audio_files
  referencing new table as changed for each statement execute function public.track_links_made();
create function public.release_links_made() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.release_links (release_id) select id from changed;
  return null;
end
$$;
create trigger release_links_made after insert on public.releases
  referencing new table as changed for each statement execute function public.release_links_made();

-- The owner replaces a link; the old one then finds nothing. 42501 answers 403 through /rest/v1.
create function public.replace_track_link(track uuid) returns text
language plpgsql volatile security definer set search_path = '' as $$
declare
  fresh text := public.new_playlist_link_token();
begin
  update public.track_links l set token = fresh, created_at = now()
  from public.audio_files a
  where l.audio_file_id = track and a.id = track and a.user_id = (select auth.uid());
  if not found then
    raise exception 'Only the owner replaces a track''s link' using errcode = '42501';
  end if;
  return fresh;
end
$$;
create function public.replace_release_link(release uuid) returns text
language plpgsql volatile security definer set search_path = '' as $$
declare
  fresh text := public.new_playlist_link_token();
begin
  update public.release_links l set token = fresh, created_at = now()
  from public.releases r
  where l.release_id = release and r.id = release and r.user_id = (select auth.uid());
  if not found then
    raise exception 'Only the owner replaces a release''s link' using errcode = '42501';
  end if;
  return fresh;
end
$$;
revoke execute on function public.replace_track_link(uuid), public.replace_release_link(uuid) from public, anon;
grant execute on function public.replace_track_link(uuid), public.replace_release_link(uuid) to authenticated;

-- What whoever holds a link reads: the item if it is public or unlisted and published, and a
-- release's tracks in order. A private item, or one not yet published, finds nothing.
create function public.track_by_link(link text) returns setof public.audio_files
language sql stable security definer set search_path = '' rows 1 as $$
  select a.* from public.track_links l join public.audio_files a on a.id = l.audio_file_id
  where l.token = link and a.visibility <> 'private' and (a.publish_at is null or a.publish_at <= now())
$$;
create function public.release_by_link(link text) returns setof public.releases
language sql stable security definer set search_path = '' rows 1 as $$
  select r.* from public.release_links l join public.releases r on r.id = l.release_id
  where l.token = link and r.visibility <> 'private' and (r.publish_at is null or r.publish_at <= now())
$$;
create function public.release_link_tracks(link text) returns setof public.audio_files
language sql stable security definer set search_path = '' as $$
  select a.* from public.release_by_link(link) r
  join public.release_tracks t on t.release_id = r.id
  join public.audio_files a on a.id = t.audio_file_id
  order by t.disc_number, t.position
$$;
create function public.release_link_places(link text) returns setof public.release_tracks
language sql stable security definer set search_path = '' as $$
  select t.* from public.release_by_link(link) r join public.release_tracks t on t.release_id = r.id
  order by t.disc_number, t.position
$$;

-- What a secret link opens (/s/{token}): 'playlist', 'release' or 'track', or null when it opens
-- nothing the caller may read. Only the kind: the item itself is read by its own function.
create function public.link_kind(link text) returns text
language sql stable security definer set search_path = '' as $$
  select case
    when exists (select 1 from public.playlist_by_link(link)) then 'playlist'
    when exists (select 1 from public.release_by_link(link)) then 'release'
    when exists (select 1 from public.track_by_link(link)) then 'track'
  end
$$;

-- Makes a release of the caller's own tracks, in the given order, in one transaction: all of it
-- or nothing (row level security decides whose tracks and release they are).
create function public.create_release(
  title text,
  kind text default 'album',
  release_date date default null,
  licence text default 'all-rights-reserved',
  visibility text default 'public',
  tracks uuid[] default '{}'
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
  insert into public.releases (user_id, title, kind, release_date, licence, visibility)
  values ((select auth.uid()), btrim(title), kind, release_date, licence, visibility)
  returning * into made;
  begin
    insert into public.release_tracks (release_id, audio_file_id, position)
    select made.id, o.id, o.n from unnest(tracks) with ordinality o(id, n);
  exception when unique_violation then
    raise exception 'A track of this release is already on another release' using errcode = '23505';
  end;
  return next made;
end
$$;
revoke execute on function public.create_release(text, text, date, text, text, uuid[]) from public, anon;
grant execute on function public.create_release(text, text, date, text, text, uuid[]) to authenticated;
