-- Likes of releases (docs/product.md#release-page): one per member and release, counted on the
-- release (likes_count, kept by the database per statement, as track likes are). Read with the
-- release: a like of a release the reader may not see is not seen either.
create table public.release_likes (
  release_id uuid not null references public.releases (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (release_id, user_id)
);
create index release_likes_by_member on public.release_likes (user_id, created_at desc);
alter table public.release_likes enable row level security;
create policy "likes of releases one may read are read" on public.release_likes for select
  using (exists (select 1 from public.releases r where r.id = release_id));
create policy "members like releases they may read, as themselves" on public.release_likes
  for insert to authenticated
  with check (user_id = (select auth.uid()) and exists (select 1 from public.releases r where r.id = release_id));
create policy "members take back their own likes" on public.release_likes for delete to authenticated
  using (user_id = (select auth.uid()));
revoke insert, update on public.release_likes from anon, authenticated;
grant insert (release_id, user_id) on public.release_likes to authenticated;

alter table public.releases add column likes_count integer not null default 0 check (likes_count >= 0);

create function public.count_release_likes() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.releases r set likes_count = r.likes_count + case tg_op when 'INSERT' then d.n else -d.n end
  from (select release_id, count(*) as n from changed group by release_id) d
  where r.id = d.release_id;
  return null;
end
$$;
create trigger release_likes_count_insert after insert on public.release_likes
  referencing new table as changed for each statement execute function public.count_release_likes();
create trigger release_likes_count_delete after delete on public.release_likes
  referencing old table as changed for each statement execute function public.count_release_likes();
