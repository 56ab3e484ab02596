-- The genres that exist, for discovery's 'Filter by Genre' select: one call instead of loading
-- every track's genres into the browser. Read from the trigger-kept genre_counts table, so the
-- call stays an index-sized read however many tracks there are.
create function public.list_genres() returns setof text
  language sql stable
  set search_path = ''
as $$
  select genre from public.genre_counts where tracks > 0 order by genre
$$;

grant execute on function public.list_genres() to anon, authenticated, service_role;
