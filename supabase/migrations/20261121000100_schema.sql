-- The community's tables (docs/product.md#3-entities): profiles, audio_files, likes, plays, comments.
-- Valid on a hosted Supabase project as well: nothing Supabase owns is redefined here.

create extension if not exists pg_trgm with schema extensions;

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  email text,
  username text unique check (username is null or length(btrim(username)) > 0),
  created_at timestamptz not null default now()
);

create table public.audio_files (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  title text not null check (length(btrim(title)) > 0),
  description text,
  file_path text not null,
  genres text[] not null default '{}',
  -- Technical metadata: copied from the stored object by the server (see below), never trusted
  -- from the browser when the object exists.
  duration numeric,
  codec text,
  sample_rate integer,
  bit_depth integer,
  channels smallint,
  -- Kept by triggers so discovery sorts and pages with indexes instead of counting rows.
  plays_count integer not null default 0,
  likes_count integer not null default 0,
  comments_count integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.likes (
  id bigint generated always as identity primary key,
  audio_file_id uuid not null references public.audio_files (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  created_at timestamptz not null default now(),
  unique (audio_file_id, user_id)
);

create table public.plays (
  id bigint generated always as identity primary key,
  audio_file_id uuid not null references public.audio_files (id) on delete cascade,
  -- null for visitors who are not signed in
  user_id uuid references public.profiles (id) on delete set null,
  played_at timestamptz not null default now()
);

create table public.comments (
  id bigint generated always as identity primary key,
  audio_file_id uuid not null references public.audio_files (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  content text not null check (length(btrim(content)) > 0),
  created_at timestamptz not null default now()
);

-- Discovery orders: counter desc with id as the tiebreaker, so pages are stable.
create index audio_files_plays_order on public.audio_files (plays_count desc, id);
create index audio_files_likes_order on public.audio_files (likes_count desc, id);
create index audio_files_recent_order on public.audio_files (created_at desc, id);
create index audio_files_user_recent on public.audio_files (user_id, created_at desc);
create index audio_files_genres on public.audio_files using gin (genres);
create index audio_files_title_trgm on public.audio_files using gin (title extensions.gin_trgm_ops);
create index audio_files_description_trgm on public.audio_files using gin (description extensions.gin_trgm_ops);
create index likes_user on public.likes (user_id, created_at desc);
create index plays_audio_file on public.plays (audio_file_id);
create index plays_user_recent on public.plays (user_id, played_at desc);
create index comments_audio_file on public.comments (audio_file_id, created_at);
create index comments_user on public.comments (user_id);

-- A profile for every auth user (and for those who existed before this migration on a hosted project).
create function public.handle_new_user() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  wanted text := nullif(btrim(new.raw_user_meta_data ->> 'username'), '');
begin
  if wanted is not null and exists (select 1 from public.profiles where username = wanted) then
    wanted := null; -- never fail a sign-up over a taken name; the user picks another later
  end if;
  insert into public.profiles (id, email, username) values (new.id, new.email, wanted)
  on conflict (id) do nothing;
  return new;
end
$$;

create trigger on_auth_user_created after insert on auth.users
  for each row execute function public.handle_new_user();

create function public.handle_user_email_change() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.profiles set email = new.email where id = new.id;
  return new;
end
$$;

create trigger on_auth_user_email_changed after update of email on auth.users
  for each row when (old.email is distinct from new.email)
  execute function public.handle_user_email_change();

insert into public.profiles (id, email)
select id, email from auth.users
on conflict (id) do nothing;

-- Counters. security definer: a visitor recording a play may not update audio_files itself.
create function public.bump_audio_counter() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  delta integer := case tg_op when 'INSERT' then 1 else -1 end;
  target uuid := case tg_op when 'INSERT' then new.audio_file_id else old.audio_file_id end;
begin
  if tg_table_name = 'plays' then
    update public.audio_files set plays_count = plays_count + delta where id = target;
  elsif tg_table_name = 'likes' then
    update public.audio_files set likes_count = likes_count + delta where id = target;
  else
    update public.audio_files set comments_count = comments_count + delta where id = target;
  end if;
  return null;
end
$$;

create trigger plays_count after insert or delete on public.plays
  for each row execute function public.bump_audio_counter();
create trigger likes_count after insert or delete on public.likes
  for each row execute function public.bump_audio_counter();
create trigger comments_count after insert or delete on public.comments
  for each row execute function public.bump_audio_counter();

-- The server's reading of the uploaded file wins over what the browser sent (the storage
-- service writes it to storage.objects.metadata->'audio' when it verifies the upload).
create function public.audio_files_technical_metadata() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  audio jsonb;
begin
  select o.metadata -> 'audio' into audio
  from storage.objects o
  where o.bucket_id = 'audio' and o.name = new.file_path;
  if audio is not null and jsonb_typeof(audio) = 'object' then
    new.codec := audio ->> 'codec';
    new.sample_rate := (audio ->> 'sampleRate')::integer;
    new.bit_depth := (audio ->> 'bitDepth')::integer;
    new.channels := (audio ->> 'channels')::smallint;
    new.duration := coalesce((audio ->> 'duration')::numeric, new.duration);
  end if;
  return new;
end
$$;

create trigger audio_files_technical_metadata before insert or update of file_path on public.audio_files
  for each row execute function public.audio_files_technical_metadata();

create function public.touch_updated_at() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.updated_at := now();
  return new;
end
$$;

create trigger audio_files_updated_at before update on public.audio_files
  for each row execute function public.touch_updated_at();
