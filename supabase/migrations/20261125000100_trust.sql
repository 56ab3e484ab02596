-- Trust (issue 15): private e-mails, look-alike usernames refused, plays that count once per
-- listener per track per 30 s, and counters kept per statement (not per row) so a large insert
-- costs linear time. Runs unchanged on a hosted Supabase project.

-- ---- E-mails: only in auth.users, which the API roles cannot read. The owner has theirs in the
-- session (supabase.auth.getUser()); the service role reads auth.users. profiles.email stays as
-- an always-null column so clients that still select it keep working; nothing writes it again.
update public.profiles set email = null where email is not null;
alter table public.profiles add constraint profiles_email_not_copied check (email is null);

drop trigger if exists on_auth_user_email_changed on auth.users;
drop function if exists public.handle_user_email_change();

-- ---- Usernames: compared after NFKC, confusable folding (Cyrillic and Greek look-alikes of
-- Latin letters) and case folding, so 'аlice' (Cyrillic а) is taken when 'Alice' exists.
create function public.username_key(name text) returns text
language sql immutable parallel safe set search_path = '' as $$
  select lower(translate(
    normalize(name, NFKC),
    'АВСЕНІЈКМОРЅТХУаеіјорсѕхуԁһӏԛԝΑΒΕΖΗΙΚΜΝΟΡΤΥΧαικνορτυχ',
    'ABCEHIJKMOPSTXYaeijopcsxydhlqwABEZHIKMNOPTYXaikvoptux'
  ))
$$;

-- Names that already collide after folding: the later one gets a suffix.
update public.profiles p set username = p.username || '_' || left(p.id::text, 4)
where exists (
  select 1 from public.profiles q
  where q.id <> p.id and public.username_key(q.username) = public.username_key(p.username)
    and (q.created_at, q.id) < (p.created_at, p.id)
);

create unique index profiles_username_folded on public.profiles (public.username_key(username));

-- A sign-up without a username gets one from the e-mail's local part (suffixed when taken), so
-- every member has a display name without their address being shown.
create or replace function public.handle_new_user() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  wanted text := nullif(btrim(new.raw_user_meta_data ->> 'username'), '');
  base text;
  n integer := 1;
begin
  if wanted is not null and exists (
    select 1 from public.profiles where public.username_key(username) = public.username_key(wanted)
  ) then
    wanted := null; -- never fail a sign-up over a taken name; the user picks another later
  end if;
  if wanted is null then
    base := coalesce(nullif(left(regexp_replace(split_part(coalesce(new.email, ''), '@', 1), '[^A-Za-z0-9_.-]', '', 'g'), 64), ''), 'member');
    wanted := base;
    while exists (select 1 from public.profiles where public.username_key(username) = public.username_key(wanted)) loop
      n := n + 1;
      wanted := base || n;
    end loop;
  end if;
  insert into public.profiles (id, username) values (new.id, wanted)
  on conflict (id) do nothing;
  return new;
end
$$;

-- Members who never chose a name get one the same way.
do $$
declare
  r record;
  base text;
  wanted text;
  n integer;
begin
  for r in select p.id, u.email from public.profiles p join auth.users u on u.id = p.id
           where p.username is null order by p.created_at, p.id loop
    base := coalesce(nullif(left(regexp_replace(split_part(coalesce(r.email, ''), '@', 1), '[^A-Za-z0-9_.-]', '', 'g'), 64), ''), 'member');
    wanted := base;
    n := 1;
    while exists (select 1 from public.profiles where public.username_key(username) = public.username_key(wanted)) loop
      n := n + 1;
      wanted := base || n;
    end loop;
    update public.profiles set username = wanted where id = r.id;
  end loop;
end
$$;

-- ---- Plays: who listened (the user, else the visitor's address as the API saw it, hashed) and
-- whether the play counts toward the ranking.
alter table public.plays add column listener text;
alter table public.plays add column counted boolean not null default true;
create index plays_listener_recent on public.plays (audio_file_id, listener, played_at desc) where counted;

create function public.plays_listener() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  headers jsonb := coalesce(nullif(current_setting('request.headers', true), ''), '{}')::jsonb;
  address text := btrim(split_part(coalesce(headers ->> 'x-forwarded-for', headers ->> 'x-real-ip', ''), ',', 1));
begin
  new.listener := coalesce(
    new.user_id::text,
    'visitor:' || md5('hifi-play:' || nullif(address, '')),
    'visitor'
  );
  -- The rule is for listeners calling the API; the service role (seed, imports) records as it is told.
  if coalesce(nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role', 'service_role')
     not in ('anon', 'authenticated') then
    return new;
  end if;
  -- Rows inserted earlier by the same statement are visible here, so a batch counts once.
  new.counted := not exists (
    select 1 from public.plays p
    where p.audio_file_id = new.audio_file_id and p.listener = new.listener and p.counted
      and p.played_at > new.played_at - interval '30 seconds'
  );
  return new;
end
$$;

create trigger plays_listener before insert on public.plays
  for each row execute function public.plays_listener();

-- ---- Counters per statement. Updating one audio_files row once per inserted row made an
-- n-row insert O(n²): every update walks the row's growing chain of versions in the
-- transaction. One update per track per statement is linear.
drop trigger plays_count on public.plays;
drop trigger likes_count on public.likes;
drop trigger comments_count on public.comments;
drop function public.bump_audio_counter();

create function public.bump_audio_counters() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  counter text := case tg_table_name when 'plays' then 'plays_count' when 'likes' then 'likes_count' else 'comments_count' end;
  sign integer := case tg_op when 'INSERT' then 1 else -1 end;
  counts text := case tg_table_name when 'plays' then 'count(*) filter (where counted)' else 'count(*)' end;
begin
  execute format(
    'update public.audio_files a set %1$I = a.%1$I + $1 * d.n
       from (select audio_file_id, %2$s as n from changed group by audio_file_id) d
      where a.id = d.audio_file_id and d.n > 0',
    counter, counts
  ) using sign;
  return null;
end
$$;

create trigger plays_count_insert after insert on public.plays
  referencing new table as changed for each statement execute function public.bump_audio_counters();
create trigger plays_count_delete after delete on public.plays
  referencing old table as changed for each statement execute function public.bump_audio_counters();
create trigger likes_count_insert after insert on public.likes
  referencing new table as changed for each statement execute function public.bump_audio_counters();
create trigger likes_count_delete after delete on public.likes
  referencing old table as changed for each statement execute function public.bump_audio_counters();
create trigger comments_count_insert after insert on public.comments
  referencing new table as changed for each statement execute function public.bump_audio_counters();
create trigger comments_count_delete after delete on public.comments
  referencing old table as changed for each statement execute function public.bump_audio_counters();
