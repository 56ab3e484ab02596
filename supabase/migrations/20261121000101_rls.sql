-- Row level security (docs/product.md#3-entities): anyone reads; only the owner changes a track or a profile;
-- a user likes, comments and plays only as themselves; visitors record plays with a null user.
-- Column grants keep counters and ids out of reach of the API roles (service_role keeps all).

alter table public.profiles enable row level security;
alter table public.audio_files enable row level security;
alter table public.likes enable row level security;
alter table public.plays enable row level security;
alter table public.comments enable row level security;

-- profiles: created by the auth trigger; a user changes only their own username.
create policy "profiles are public" on public.profiles for select using (true);
create policy "users update their own profile" on public.profiles for update to authenticated
  using ((select auth.uid()) = id) with check ((select auth.uid()) = id);
revoke insert, update, delete on public.profiles from anon, authenticated;
grant update (username) on public.profiles to authenticated;

-- audio_files
create policy "tracks are public" on public.audio_files for select using (true);
create policy "users add their own tracks" on public.audio_files for insert to authenticated
  with check ((select auth.uid()) = user_id);
create policy "owners update their tracks" on public.audio_files for update to authenticated
  using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "owners delete their tracks" on public.audio_files for delete to authenticated
  using ((select auth.uid()) = user_id);
revoke insert, update on public.audio_files from anon, authenticated;
grant insert (id, user_id, title, description, file_path, genres, duration, codec, sample_rate, bit_depth, channels)
  on public.audio_files to authenticated;
grant update (title, description, genres, file_path, duration) on public.audio_files to authenticated;

-- likes
create policy "likes are public" on public.likes for select using (true);
create policy "users like as themselves" on public.likes for insert to authenticated
  with check ((select auth.uid()) = user_id);
create policy "users remove their own likes" on public.likes for delete to authenticated
  using ((select auth.uid()) = user_id);
revoke insert, update on public.likes from anon, authenticated;
grant insert (audio_file_id, user_id) on public.likes to authenticated;

-- plays: visitors play with a null user, signed-in users as themselves (or anonymously).
create policy "plays are public" on public.plays for select using (true);
create policy "visitors record anonymous plays" on public.plays for insert to anon
  with check (user_id is null);
create policy "users record their own plays" on public.plays for insert to authenticated
  with check (user_id is null or (select auth.uid()) = user_id);
revoke insert, update, delete on public.plays from anon, authenticated;
grant insert (audio_file_id, user_id) on public.plays to anon, authenticated;

-- comments
create policy "comments are public" on public.comments for select using (true);
create policy "users comment as themselves" on public.comments for insert to authenticated
  with check ((select auth.uid()) = user_id);
create policy "authors edit their comments" on public.comments for update to authenticated
  using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "authors delete their comments" on public.comments for delete to authenticated
  using ((select auth.uid()) = user_id);
revoke insert, update on public.comments from anon, authenticated;
grant insert (audio_file_id, user_id, content) on public.comments to authenticated;
grant update (content) on public.comments to authenticated;
