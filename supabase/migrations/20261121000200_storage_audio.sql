-- The public 'audio' bucket and who may do what with its objects. Runs unchanged on a hosted
-- Supabase project: Supabase Storage (and the local stack's /storage/v1) checks every object
-- read and write against these policies as the caller's role.
insert into storage.buckets (id, name, public)
values ('audio', 'audio', true)
on conflict (id) do nothing;

-- Anyone, signed in or not, reads audio objects (lists them, signs URLs for them).
drop policy if exists "audio objects are readable by anyone" on storage.objects;
create policy "audio objects are readable by anyone"
  on storage.objects for select
  to anon, authenticated
  using (bucket_id = 'audio');

-- A signed-in user uploads only as the owner, and only names of the form {uuid}.{wav|flac|m4a}.
drop policy if exists "signed-in users upload their own audio" on storage.objects;
create policy "signed-in users upload their own audio"
  on storage.objects for insert
  to authenticated
  with check (
    bucket_id = 'audio'
    and owner_id = (select auth.uid())::text
    and name ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(wav|flac|m4a)$'
  );

-- Replacing an object (upsert) is allowed only to the user storage.objects records as its owner.
drop policy if exists "owners update their audio" on storage.objects;
create policy "owners update their audio"
  on storage.objects for update
  to authenticated
  using (bucket_id = 'audio' and owner_id = (select auth.uid())::text)
  with check (bucket_id = 'audio' and owner_id = (select auth.uid())::text);

drop policy if exists "owners delete their audio" on storage.objects;
create policy "owners delete their audio"
  on storage.objects for delete
  to authenticated
  using (bucket_id = 'audio' and owner_id = (select auth.uid())::text);
