-- Cover art (issue 19): a track's cover is a folder of the 'audio' bucket holding the same
-- picture in the sizes the site shows — {cover_path}/96.webp (cards, the player, Media Session)
-- and {cover_path}/600.webp (the track page). The browser makes them from the file's embedded
-- picture or from an image the owner adds, and uploads them before the row points at them.

alter table public.audio_files add column cover_path text;
grant insert (cover_path), update (cover_path) on public.audio_files to authenticated;

-- The owner-folder rule of file_path, for covers: a track's cover lies in its owner's folder
-- ({user_id}/covers/{uuid}). Restrictive, so it holds beside the permissive policies; the service
-- role (seed, worker) bypasses RLS as on Supabase.
create policy "covers lie in their owner's folder (insert)" on public.audio_files
  as restrictive for insert to authenticated
  with check (cover_path is null or cover_path ~ ('^' || user_id::text || '/covers/[0-9a-f-]{36}$'));

create policy "covers lie in their owner's folder (update)" on public.audio_files
  as restrictive for update to authenticated
  using (true)
  with check (cover_path is null or cover_path ~ ('^' || user_id::text || '/covers/[0-9a-f-]{36}$'));

-- A signed-in member stores cover sizes in their own folder only, as WebP.
create policy "members upload their own covers"
  on storage.objects for insert
  to authenticated
  with check (
    bucket_id = 'audio'
    and owner_id = (select auth.uid())::text
    and name ~ ('^' || (select auth.uid())::text || '/covers/[0-9a-f-]{36}/(96|600)\.webp$')
  );
