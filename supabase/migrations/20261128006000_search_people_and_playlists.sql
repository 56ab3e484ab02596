-- Search finds people and collections (docs/product.md#2-screens-and-routes): Discover's search
-- asks /rest/v1 for artists by username or display name and for public playlists by title beside
-- tracks. Plain PostgREST filters (ilike), so the same calls run on a hosted Supabase project;
-- trigram indexes make a '%text%' match an index scan instead of a walk over every row.

-- ---- Display names: what a member calls themselves, beside the unique username. Not unique and
-- never used to sign in, so it is cleaned rather than refused: NFKC, trimmed, invisible, control
-- and text-direction characters taken out (the username's list), at most 100 characters; empty is
-- null. Set from the auth user's display_name (sign-up and supabase.auth.updateUser), which the
-- username editor also writes (docs/product.md#3-entities).
alter table public.profiles add column display_name text
  check (display_name is null or length(display_name) between 1 and 100);

create function public.clean_display_name(name text) returns text
language sql immutable parallel safe set search_path = '' as $$
  select nullif(left(btrim(regexp_replace(
    normalize(coalesce(name, ''), NFKC),
    '[\u0001-\u001f\u007f-\u009f\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e01ef]',
    '', 'g')), 100), '')
$$;

create function public.profiles_display_name_from_auth() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    new.display_name := coalesce(
      public.clean_display_name(new.display_name),
      (select public.clean_display_name(u.raw_user_meta_data ->> 'display_name') from auth.users u where u.id = new.id)
    );
  else
    new.display_name := public.clean_display_name(new.display_name);
  end if;
  return new;
end
$$;
create trigger profiles_display_name before insert or update of display_name on public.profiles
  for each row execute function public.profiles_display_name_from_auth();

create function public.sync_display_name() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.raw_user_meta_data ->> 'display_name' is distinct from old.raw_user_meta_data ->> 'display_name' then
    update public.profiles set display_name = new.raw_user_meta_data ->> 'display_name' where id = new.id;
  end if;
  return null;
end
$$;
create trigger on_auth_user_display_name after update of raw_user_meta_data on auth.users
  for each row execute function public.sync_display_name();

update public.profiles p set display_name = public.clean_display_name(u.raw_user_meta_data ->> 'display_name')
from auth.users u where u.id = p.id and u.raw_user_meta_data ->> 'display_name' is not null;

grant update (display_name) on public.profiles to authenticated;

-- ---- Indexes for the searches: artists by either name, playlists (public ones, already indexed
-- by title in 20261128005000_playlists.sql).
create index profiles_username_trgm on public.profiles using gin (username extensions.gin_trgm_ops);
create index profiles_display_name_trgm on public.profiles using gin (display_name extensions.gin_trgm_ops);

-- ---- Follower and following lists on profiles, newest first, paged by (created_at, id): the
-- followers list walks follows_followee; the following list this one.
create index follows_follower on public.follows (follower_id, created_at desc);

-- ---- Search's playlists. Through RLS a title filter cannot use playlists_public_title: ilike is
-- not leakproof, so PostgreSQL checks the policy on every row first and the filter after (15 ms
-- over 14,000 public titles, `pnpm bench:community`). This function reads public rows only, which
-- everyone may read anyway, as its owner, so the trigram index answers the title; the caller
-- orders, pages and embeds the owner as on the table.
create function public.search_playlists(query text) returns setof public.playlists
language sql stable security definer set search_path = '' as $$
  select p.* from public.playlists p
  where p.visibility = 'public'
    and p.title ilike '%' || replace(replace(replace(query, '\', '\\'), '%', '\%'), '_', '\_') || '%'
$$;
revoke execute on function public.search_playlists(text) from public;
grant execute on function public.search_playlists(text) to anon, authenticated;

-- ---- The feed, a page at a time with bounded work (docs/product.md#2-screens-and-routes):
-- feed_tracks() leaves the page to the caller's order and limit, and PostgreSQL walks every recent
-- track asking "do I follow its owner?" (120 ms at 1M tracks, `pnpm bench:community`). Here each
-- followed artist gives at most one page from audio_files_user_page, and the newest of those win:
-- followees × page_size rows, whatever the size of the catalogue. Inlined by the planner (so no
-- SET search_path: every name is schema-qualified instead), which shows its indexes in EXPLAIN.
create index audio_files_user_page on public.audio_files (user_id, created_at desc, id desc);

create function public.feed_page(
  after_created_at timestamptz default null,
  after_id uuid default null,
  page_size integer default 10
) returns setof public.audio_files
language sql stable as $$
  select t.* from public.follows f
  cross join lateral (
    select a.* from public.audio_files a
    where a.user_id = f.followee_id
      and (after_created_at is null or (a.created_at, a.id) < (after_created_at, after_id))
    order by a.created_at desc, a.id desc
    limit least(greatest(page_size, 1), 50)
  ) t
  where f.follower_id = (select auth.uid())
  order by t.created_at desc, t.id desc
  limit least(greatest(page_size, 1), 50)
$$;
