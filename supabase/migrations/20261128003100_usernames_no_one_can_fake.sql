-- Names no one can fake (docs/product.md#5-validation-rules). A username is stored NFKC-normalised
-- and trimmed; invisible, control and text-direction characters are refused; two names that look
-- alike are one name. The database enforces it (a trigger and a unique index on the skeleton), so
-- no client can go around it. Names stored before this migration are left as they are.

-- ---- Skeletons (Unicode TR39) from public.confusables. A skeleton is case-sensitive ('I' looks
-- like 'l', 'ALICE' does not look like 'alice'), so the key is taken as typed, in upper case and in
-- lower case: skeleton → upper → skeleton → lower → skeleton. The letters the earlier folding
-- mapped (20261125000100_trust.sql) are folded first, so nothing it refused becomes free.
create function public.confusable_skeleton(name text) returns text
language sql stable parallel safe set search_path = '' as $$
  select normalize(coalesce(string_agg(coalesce(c.prototype, t.ch), '' order by t.i), ''), NFD)
  from unnest(string_to_array(normalize(name, NFD), null)) with ordinality as t(ch, i)
  left join public.confusables c on c.source = t.ch
$$;

drop index public.profiles_username_folded;

create or replace function public.username_key(name text) returns text
language sql stable parallel safe set search_path = '' as $$
  select public.confusable_skeleton(lower(public.confusable_skeleton(upper(public.confusable_skeleton(translate(
    normalize(name, NFKC),
    'АВСЕНІЈКМОРЅТХУаеіјорсѕхуԁһӏԛԝΑΒΕΖΗΙΚΜΝΟΡΤΥΧαικνορτυχ',
    'ABCEHIJKMOPSTXYaeijopcsxydhlqwABEZHIKMNOPTYXaikvoptux'
  ))))))
$$;

-- Why a name is refused, or null: the one text every client shows.
create function public.username_refusal(name text) returns text
language sql immutable parallel safe set search_path = '' as $$
  select case
    when name is null then null
    when btrim(normalize(name, NFKC)) = '' then 'Username cannot be empty'
    -- Control characters, zero-width and joiners, bidi marks/embeddings/isolates, fillers that
    -- render as nothing, variation selectors and tags.
    when normalize(name, NFKC) ~ '[\u0001-\u001f\u007f-\u009f\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff9-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e01ef]'
      then 'Usernames cannot contain invisible, control or text-direction characters'
    else null
  end
$$;

alter table public.profiles add column username_skeleton text;
revoke update (username_skeleton) on public.profiles from authenticated;

-- Existing names keep their spelling; the first of any that now look alike holds the skeleton.
update public.profiles p set username_skeleton = k.skeleton
from (
  select id, public.username_key(username) as skeleton,
         row_number() over (partition by public.username_key(username) order by created_at, id) as n
  from public.profiles where username is not null
) k
where k.id = p.id and k.n = 1;

create unique index profiles_username_skeleton on public.profiles (username_skeleton);

create function public.profiles_username_rules() returns trigger
language plpgsql set search_path = '' as $$
declare
  refusal text;
begin
  if tg_op = 'UPDATE' and new.username is not distinct from old.username then
    return new;
  end if;
  if new.username is null then
    new.username_skeleton := null;
    return new;
  end if;
  refusal := public.username_refusal(new.username);
  if refusal is not null then
    raise exception using errcode = 'check_violation', message = refusal;
  end if;
  new.username := btrim(normalize(new.username, NFKC));
  new.username_skeleton := public.username_key(new.username);
  if exists (
    select 1 from public.profiles
    where username_skeleton = new.username_skeleton and id is distinct from new.id
  ) then
    raise exception using errcode = 'unique_violation', message = 'This username is already taken',
      detail = 'Another member''s name is spelled or looks the same.';
  end if;
  return new;
end
$$;

create trigger profiles_username_rules before insert or update of username on public.profiles
  for each row execute function public.profiles_username_rules();

-- Sign-up: a wanted name that is refused or taken falls back to one from the e-mail (a sign-up
-- never fails over a name; the member picks another later).
create or replace function public.handle_new_user() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  wanted text := nullif(btrim(normalize(coalesce(new.raw_user_meta_data ->> 'username', ''), NFKC)), '');
  base text;
  n integer := 1;
begin
  if wanted is not null and (
    public.username_refusal(wanted) is not null
    or exists (select 1 from public.profiles where username_skeleton = public.username_key(wanted))
  ) then
    wanted := null;
  end if;
  if wanted is null then
    base := coalesce(nullif(left(regexp_replace(split_part(coalesce(new.email, ''), '@', 1), '[^A-Za-z0-9_.-]', '', 'g'), 64), ''), 'member');
    wanted := base;
    while exists (select 1 from public.profiles where username_skeleton = public.username_key(wanted)) loop
      n := n + 1;
      wanted := base || n;
    end loop;
  end if;
  insert into public.profiles (id, username) values (new.id, wanted)
  on conflict (id) do nothing;
  return new;
end
$$;
