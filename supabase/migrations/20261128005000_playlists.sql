-- Playlists, data first (docs/product.md#3-entities): a member's ordered lists of tracks, public,
-- unlisted (readable by whoever has its link, never listed) or private; editors the owner invites
-- add, remove and reorder tracks; only the owner renames, deletes, changes visibility or members.
-- Inviting an editor notifies them. Runs unchanged on a hosted Supabase project.

create table public.playlists (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  title text not null check (length(btrim(title)) between 1 and 200),
  description text check (description is null or length(description) <= 5000),
  visibility text not null default 'public' check (visibility in ('public', 'unlisted', 'private')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index playlists_user on public.playlists (user_id, created_at desc);
create index playlists_public_title on public.playlists using gin (title extensions.gin_trgm_ops)
  where visibility = 'public';

create table public.playlist_members (
  playlist_id uuid not null references public.playlists (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  role text not null default 'editor' check (role in ('editor')),
  created_at timestamptz not null default now(),
  primary key (playlist_id, user_id)
);
create index playlist_members_user on public.playlist_members (user_id);

-- The same track may appear twice: a row per appearance, ordered by position.
create table public.playlist_tracks (
  id bigint generated always as identity primary key,
  playlist_id uuid not null references public.playlists (id) on delete cascade,
  audio_file_id uuid not null references public.audio_files (id) on delete cascade,
  position double precision not null,
  added_by uuid references public.profiles (id) on delete set null,
  added_at timestamptz not null default now()
);
create index playlist_tracks_order on public.playlist_tracks (playlist_id, position, id);
create index playlist_tracks_audio_file on public.playlist_tracks (audio_file_id);

-- Who may edit or read a playlist, asked by the policies below. Security definer so a policy on
-- one table can look at the others without their policies asking back.
create function public.can_edit_playlist(playlist uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.playlists p
    where p.id = playlist
      and (p.user_id = (select auth.uid())
           or exists (select 1 from public.playlist_members m
                      where m.playlist_id = p.id and m.user_id = (select auth.uid())))
  )
$$;

create function public.can_read_playlist(playlist uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.playlists p where p.id = playlist and p.visibility <> 'private')
    or public.can_edit_playlist(playlist)
$$;

alter table public.playlists enable row level security;
create policy "playlists are read by who may" on public.playlists for select
  using (visibility <> 'private' or user_id = (select auth.uid()) or public.can_edit_playlist(id));
create policy "members make their own playlists" on public.playlists for insert to authenticated
  with check ((select auth.uid()) = user_id);
create policy "owners change their playlists" on public.playlists for update to authenticated
  using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "owners delete their playlists" on public.playlists for delete to authenticated
  using ((select auth.uid()) = user_id);
revoke insert, update, delete, truncate on public.playlists from anon, authenticated;
grant insert (id, user_id, title, description, visibility) on public.playlists to authenticated;
grant update (title, description, visibility) on public.playlists to authenticated;
grant delete on public.playlists to authenticated;

alter table public.playlist_members enable row level security;
create policy "members of a readable playlist are shown" on public.playlist_members for select
  using (public.can_read_playlist(playlist_id));
create policy "owners invite editors" on public.playlist_members for insert to authenticated
  with check (
    exists (select 1 from public.playlists p where p.id = playlist_id and p.user_id = (select auth.uid()))
    and user_id <> (select auth.uid())
  );
create policy "owners remove editors, editors leave" on public.playlist_members for delete to authenticated
  using (
    user_id = (select auth.uid())
    or exists (select 1 from public.playlists p where p.id = playlist_id and p.user_id = (select auth.uid()))
  );
revoke insert, update, delete, truncate on public.playlist_members from anon, authenticated;
grant insert (playlist_id, user_id, role) on public.playlist_members to authenticated;
grant delete on public.playlist_members to authenticated;

alter table public.playlist_tracks enable row level security;
create policy "tracks of a readable playlist are shown" on public.playlist_tracks for select
  using (public.can_read_playlist(playlist_id));
create policy "owners and editors add tracks" on public.playlist_tracks for insert to authenticated
  with check (public.can_edit_playlist(playlist_id) and added_by = (select auth.uid()));
create policy "owners and editors reorder" on public.playlist_tracks for update to authenticated
  using (public.can_edit_playlist(playlist_id)) with check (public.can_edit_playlist(playlist_id));
create policy "owners and editors remove tracks" on public.playlist_tracks for delete to authenticated
  using (public.can_edit_playlist(playlist_id));
revoke insert, update, delete, truncate on public.playlist_tracks from anon, authenticated;
grant insert (playlist_id, audio_file_id, position, added_by) on public.playlist_tracks to authenticated;
grant update (position) on public.playlist_tracks to authenticated;
grant delete on public.playlist_tracks to authenticated;

create function public.playlists_updated_at() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.updated_at := now();
  return new;
end
$$;
create trigger playlists_updated_at before update on public.playlists
  for each row execute function public.playlists_updated_at();

-- ---- Notifications: playlists now exist, so their key is a foreign key; an invited editor is told.
alter table public.notifications
  add constraint notifications_playlist_id_fkey
  foreign key (playlist_id) references public.playlists (id) on delete cascade;
create index notifications_playlist on public.notifications (playlist_id);

create function public.notify_playlist_invites() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.notifications (user_id, kind, actor_id, playlist_id)
  select c.user_id, 'playlist_invite', p.user_id, c.playlist_id
  from changed c join public.playlists p on p.id = c.playlist_id
  where p.user_id <> c.user_id;
  return null;
end
$$;
create trigger playlist_members_notify after insert on public.playlist_members
  referencing new table as changed for each statement execute function public.notify_playlist_invites();
