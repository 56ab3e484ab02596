-- The genres that exist, for discovery's 'Filter by Genre' select: one call instead of loading
-- every track's genres into the browser.
create function public.list_genres() returns setof text
  language sql stable
  set search_path = ''
as $$
  select distinct genre from public.audio_files, unnest(genres) as genre order by genre
$$;

grant execute on function public.list_genres() to anon, authenticated, service_role;
