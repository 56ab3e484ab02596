-- Secret links for playlists (docs/product.md#playlists): an unlisted playlist is read only
-- through /s/{token}, never by its id, so replacing the token shuts out everyone who had the old
-- link. The token is 244 random bits from the server's strong generator (two version-4 UUIDs),
-- not derived from the id. Owners and editors read the link; only the owner replaces it.
-- Runs unchanged on a hosted Supabase project (everything is reached through /rest/v1).

create function public.new_playlist_link_token() returns text
language sql volatile set search_path = '' as $$
  select replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')
$$;
-- only the definer's functions below make tokens; no client asks for one
revoke execute on function public.new_playlist_link_token() from public, anon, authenticated;

create table public.playlist_links (
  playlist_id uuid primary key references public.playlists (id) on delete cascade,
  token text not null unique default public.new_playlist_link_token(),
  created_at timestamptz not null default now()
);
insert into public.playlist_links (playlist_id) select id from public.playlists;

alter table public.playlist_links enable row level security;
create policy "owners and editors read the link" on public.playlist_links for select
  to authenticated using (public.can_edit_playlist(playlist_id));
revoke insert, update, delete, truncate on public.playlist_links from anon, authenticated;

-- Every playlist has its link from the start (visibility may turn unlisted at any time).
create function public.playlists_link() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.playlist_links (playlist_id) values (new.id);
  return null;
end
$$;
create trigger playlists_link after insert on public.playlists
  for each row execute function public.playlists_link();

-- An unlisted playlist is no longer read by its id: only public ones, and those one owns or edits.
create or replace function public.can_read_playlist(playlist uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.playlists p where p.id = playlist and p.visibility = 'public')
    or public.can_edit_playlist(playlist)
$$;
drop policy "playlists are read by who may" on public.playlists;
create policy "public playlists and those one owns or edits are read" on public.playlists for select
  using (visibility = 'public' or user_id = (select auth.uid()) or public.can_edit_playlist(id));

-- The owner replaces the link; the old one then finds nothing. 42501 answers 403 through /rest/v1.
create function public.replace_playlist_link(playlist uuid) returns text
language plpgsql volatile security definer set search_path = '' as $$
declare
  fresh text := public.new_playlist_link_token();
begin
  update public.playlist_links l set token = fresh, created_at = now()
  from public.playlists p
  where l.playlist_id = playlist and p.id = playlist and p.user_id = (select auth.uid());
  if not found then
    raise exception 'Only the owner replaces a playlist''s link' using errcode = '42501';
  end if;
  return fresh;
end
$$;
revoke execute on function public.replace_playlist_link(uuid) from public, anon;
grant execute on function public.replace_playlist_link(uuid) to authenticated;

-- What whoever holds the link reads: the playlist (not a private one), its tracks and editors.
create function public.playlist_by_link(link text) returns setof public.playlists
language sql stable security definer set search_path = '' rows 1 as $$
  select p.* from public.playlist_links l join public.playlists p on p.id = l.playlist_id
  where l.token = link and p.visibility <> 'private'
$$;
create function public.playlist_link_tracks(link text) returns setof public.playlist_tracks
language sql stable security definer set search_path = '' as $$
  select t.* from public.playlist_by_link(link) p join public.playlist_tracks t on t.playlist_id = p.id
$$;
create function public.playlist_link_members(link text) returns setof public.playlist_members
language sql stable security definer set search_path = '' rows 5 as $$
  select m.* from public.playlist_by_link(link) p join public.playlist_members m on m.playlist_id = p.id
$$;

-- The playlists a member may add to: their own and those they edit (row level security decides).
create function public.editable_playlists() returns setof public.playlists
language sql stable set search_path = '' as $$
  select p.* from public.playlists p
  where p.user_id = (select auth.uid())
     or exists (select 1 from public.playlist_members m
                where m.playlist_id = p.id and m.user_id = (select auth.uid()))
$$;

-- Adds a track at the end, as the caller (the insert policy decides whether they may).
create function public.add_playlist_track(playlist uuid, track uuid) returns setof public.playlist_tracks
language sql volatile set search_path = '' rows 1 as $$
  insert into public.playlist_tracks (playlist_id, audio_file_id, position, added_by)
  select playlist, track, coalesce(max(t.position), 0) + 1, (select auth.uid())
  from public.playlist_tracks t where t.playlist_id = playlist
  returning *
$$;
revoke execute on function public.add_playlist_track(uuid, uuid) from public, anon;
grant execute on function public.add_playlist_track(uuid, uuid) to authenticated;
