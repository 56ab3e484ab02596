-- Follows, the feed and notifications (docs/product.md#3-entities). Follows are public; a
-- member follows and unfollows only as themselves, never themselves. Notifications are made by
-- the database (triggers below), never by a client: one per event, none for your own actions,
-- none for items the recipient cannot see; a member reads and marks read only their own.
-- Runs unchanged on a hosted Supabase project.

-- ---- Follows, with counts on profiles kept per statement (as the track counters are).
create table public.follows (
  follower_id uuid not null references public.profiles (id) on delete cascade,
  followee_id uuid not null references public.profiles (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (follower_id, followee_id),
  constraint follows_not_self check (follower_id <> followee_id)
);
create index follows_followee on public.follows (followee_id, created_at desc);

alter table public.profiles
  add column followers_count integer not null default 0,
  add column following_count integer not null default 0;
create index profiles_most_followed on public.profiles (followers_count desc, id);

alter table public.follows enable row level security;
create policy "follows are public" on public.follows for select using (true);
create policy "members follow as themselves" on public.follows for insert to authenticated
  with check ((select auth.uid()) = follower_id);
create policy "members unfollow as themselves" on public.follows for delete to authenticated
  using ((select auth.uid()) = follower_id);
revoke insert, update, delete, truncate on public.follows from anon, authenticated;
grant insert (follower_id, followee_id) on public.follows to authenticated;
grant delete on public.follows to authenticated;

create function public.bump_follow_counts() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  sign integer := case tg_op when 'INSERT' then 1 else -1 end;
begin
  update public.profiles p set followers_count = p.followers_count + sign * d.n
    from (select followee_id, count(*) as n from changed group by followee_id) d
   where p.id = d.followee_id;
  update public.profiles p set following_count = p.following_count + sign * d.n
    from (select follower_id, count(*) as n from changed group by follower_id) d
   where p.id = d.follower_id;
  return null;
end
$$;

create trigger follows_count_insert after insert on public.follows
  referencing new table as changed for each statement execute function public.bump_follow_counts();
create trigger follows_count_delete after delete on public.follows
  referencing old table as changed for each statement execute function public.bump_follow_counts();

-- ---- The feed: tracks of the artists the caller follows. Inlined by the planner (so no SET
-- search_path: every name is schema-qualified instead), so the caller's order, keyset filter and
-- limit run on audio_files_user_recent.
create function public.feed_tracks() returns setof public.audio_files
language sql stable as $$
  select a.* from public.audio_files a
  where a.user_id in (select f.followee_id from public.follows f where f.follower_id = (select auth.uid()))
$$;

-- ---- Notifications.
create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  kind text not null check (kind in ('follow', 'like', 'comment', 'release', 'track', 'playlist_invite')),
  actor_id uuid references public.profiles (id) on delete cascade,
  audio_file_id uuid references public.audio_files (id) on delete cascade,
  -- releases and playlists have no table yet; their keys become foreign keys when they do
  release_id uuid,
  playlist_id uuid,
  comment_id bigint references public.comments (id) on delete cascade,
  created_at timestamptz not null default now(),
  read_at timestamptz,
  constraint notifications_not_own check (actor_id is distinct from user_id)
);
create index notifications_inbox on public.notifications (user_id, created_at desc, id desc);
create index notifications_unread on public.notifications (user_id) where read_at is null;
create index notifications_actor on public.notifications (actor_id);
create index notifications_audio_file on public.notifications (audio_file_id);
create index notifications_comment on public.notifications (comment_id);

alter table public.notifications enable row level security;
create policy "members read their own notifications" on public.notifications for select to authenticated
  using ((select auth.uid()) = user_id);
create policy "members mark their own notifications read" on public.notifications for update to authenticated
  using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "members clear their own notifications" on public.notifications for delete to authenticated
  using ((select auth.uid()) = user_id);
revoke all on public.notifications from anon;
revoke insert, update, delete, truncate on public.notifications from authenticated;
grant select, delete on public.notifications to authenticated;
grant update (read_at) on public.notifications to authenticated;

-- One trigger function per event source, each per statement. Every audio_files row is public
-- today (docs/product.md#6-roles-and-permissions), so "can the recipient see it" is "does it
-- still exist"; a visibility rule joins here when tracks get one.
create function public.notify_follows() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  -- Following again after an unfollow is not a new event.
  insert into public.notifications (user_id, kind, actor_id)
  select distinct c.followee_id, 'follow', c.follower_id from changed c
  where not exists (
    select 1 from public.notifications n
    where n.user_id = c.followee_id and n.kind = 'follow' and n.actor_id = c.follower_id
  );
  return null;
end
$$;

create function public.notify_likes() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.notifications (user_id, kind, actor_id, audio_file_id)
  select distinct a.user_id, 'like', c.user_id, c.audio_file_id
  from changed c join public.audio_files a on a.id = c.audio_file_id
  where a.user_id <> c.user_id
    and not exists (
      select 1 from public.notifications n
      where n.user_id = a.user_id and n.kind = 'like' and n.actor_id = c.user_id
        and n.audio_file_id = c.audio_file_id
    );
  return null;
end
$$;

create function public.notify_comments() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.notifications (user_id, kind, actor_id, audio_file_id, comment_id)
  select a.user_id, 'comment', c.user_id, c.audio_file_id, c.id
  from changed c join public.audio_files a on a.id = c.audio_file_id
  where a.user_id <> c.user_id;
  return null;
end
$$;

create function public.notify_tracks() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.notifications (user_id, kind, actor_id, audio_file_id)
  select f.follower_id, 'track', c.user_id, c.id
  from changed c join public.follows f on f.followee_id = c.user_id;
  return null;
end
$$;

create trigger follows_notify after insert on public.follows
  referencing new table as changed for each statement execute function public.notify_follows();
create trigger likes_notify after insert on public.likes
  referencing new table as changed for each statement execute function public.notify_likes();
create trigger comments_notify after insert on public.comments
  referencing new table as changed for each statement execute function public.notify_comments();
create trigger audio_files_notify after insert on public.audio_files
  referencing new table as changed for each statement execute function public.notify_tracks();
