-- Search's playlists, a page at a time inside the function (docs/product.md#2-screens-and-routes).
-- search_playlists(query) handed every public match (1,400 rows for "harbor" at 20,000 playlists,
-- `pnpm bench:community`) to the caller, which sorted them all for a group of five: the slowest of
-- Discover's three search requests. It now orders and pages itself, newest change first, and
-- public playlists by recency have an index, so a common word is found by walking the newest
-- until the page is full and a rare one through the trigram index, whichever the planner prices
-- lower for the word asked. Still its owner's (security definer): it reads only public rows, which everyone may read,
-- and RLS would keep the title filter off both indexes (ilike is not leakproof).
drop function public.search_playlists(text);

create index playlists_public_recent on public.playlists (updated_at desc, id) where visibility = 'public';

create function public.search_playlists(query text, page_size integer default 20, page_offset integer default 0)
returns setof public.playlists
language plpgsql stable security definer set search_path = '' as $$
begin
  -- Planned with this call's values (EXECUTE): a plan made for any word would not know whether to
  -- walk the recent ones (a common word: 5 ms through the trigram index instead) or use the index.
  return query execute
    'select p.* from public.playlists p
     where p.visibility = ''public'' and p.title ilike $1
     order by p.updated_at desc, p.id
     limit $2 offset $3'
  using '%' || replace(replace(replace(query, '\', '\\'), '%', '\%'), '_', '\_') || '%',
    least(greatest(page_size, 1), 50), greatest(page_offset, 0);
end
$$;
revoke execute on function public.search_playlists(text, integer, integer) from public;
grant execute on function public.search_playlists(text, integer, integer) to anon, authenticated;
