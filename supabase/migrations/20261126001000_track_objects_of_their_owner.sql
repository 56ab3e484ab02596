-- A track may only point at the owner's own objects (issue 15): audio_files.file_path names an
-- object in the member's folder ({user_id}/…) or an object of the 'audio' bucket that the member
-- stored (storage.objects.owner_id). Without this, an owner could point a track at another
-- member's upload and publish it as their own. Restrictive, so it holds beside the permissive
-- policies of 20261121000101_rls.sql; the service role (seed, worker) bypasses RLS as on Supabase.

create function public.is_own_object(bucket text, object_name text, member uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select object_name is not null and member is not null and (
    starts_with(object_name, member::text || '/')
    or exists (
      select 1 from storage.objects o
      where o.bucket_id = bucket and o.name = object_name and o.owner_id = member::text
    )
  )
$$;

revoke execute on function public.is_own_object(text, text, uuid) from public, anon;
grant execute on function public.is_own_object(text, text, uuid) to authenticated, service_role;

-- Another path column of a track (a cover image) joins the check with
-- `and (new_column is null or public.is_own_object('audio', new_column, user_id))`.
create policy "tracks point at their owner's objects (insert)" on public.audio_files
  as restrictive for insert to authenticated
  with check (public.is_own_object('audio', file_path, user_id));

create policy "tracks point at their owner's objects (update)" on public.audio_files
  as restrictive for update to authenticated
  using (true)
  with check (public.is_own_object('audio', file_path, user_id));
