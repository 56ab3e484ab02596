-- The genres in use and how many tracks carry each, kept by a trigger, so the genre filter's
-- list is one small read instead of unnesting every track's genres (a full scan at scale).
create table public.genre_counts (
  genre text primary key,
  tracks integer not null default 0 check (tracks >= 0)
);

create function public.count_track_genres() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    update public.genre_counts c set tracks = c.tracks - 1
    where c.genre in (select distinct g from unnest(old.genres) g);
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into public.genre_counts (genre, tracks)
    select distinct g, 1 from unnest(new.genres) g
    on conflict (genre) do update set tracks = public.genre_counts.tracks + 1;
  end if;
  return null;
end
$$;

create trigger audio_files_genre_counts after insert or delete or update of genres on public.audio_files
  for each row execute function public.count_track_genres();

insert into public.genre_counts (genre, tracks)
select g, count(distinct a.id) from public.audio_files a, unnest(a.genres) g group by g
on conflict (genre) do update set tracks = excluded.tracks;

alter table public.genre_counts enable row level security;
create policy "genre counts are public" on public.genre_counts for select using (true);
revoke insert, update, delete on public.genre_counts from anon, authenticated;
