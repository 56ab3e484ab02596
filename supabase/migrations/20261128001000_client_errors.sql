-- What went wrong in visitors' browsers, per remote and build (docs/architecture.md#client-errors):
-- a remote that failed to load, threw while rendering, or left a promise rejected. The
-- client-errors function inserts here (service role) for any visitor; `pnpm releases <app>`
-- reads the last ones per build. Nobody else reads or writes.

create table public.client_errors (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  -- the remote's Module Federation name (mf_discover) and the build id its slot ran
  remote text not null check (remote ~ '^[a-z][a-z0-9_]{0,63}$'),
  build text not null check (length(build) between 1 and 100),
  manifest_url text not null check (length(manifest_url) <= 1000),
  page text not null check (length(page) <= 1000),
  kind text not null check (kind in ('load', 'render', 'rejection')),
  message text not null check (length(message) between 1 and 2000),
  stack text check (length(stack) <= 4000),
  -- a hash of the visitor's cohort id (or address): enough to count reports, never the id itself
  visitor text not null check (length(visitor) <= 100)
);

create index client_errors_remote_recent on public.client_errors (remote, created_at desc);
create index client_errors_visitor_recent on public.client_errors (visitor, created_at desc);

alter table public.client_errors enable row level security;
revoke all on public.client_errors from anon, authenticated;
grant all on public.client_errors to service_role;

-- One report, unless this visitor sent 30 in the last 10 minutes (false then). The count and the
-- insert happen under a lock per visitor, so the bound holds however many function instances
-- take reports at once.
create function public.record_client_error(
  remote text, build text, manifest_url text, page text, kind text, message text, stack text, visitor text
) returns boolean
language sql volatile security definer set search_path = '' as $$
  select pg_advisory_xact_lock(hashtextextended('client_errors:' || $8, 0));
  with allowed as (
    select count(*) < 30 as ok
      from public.client_errors c
     where c.visitor = $8 and c.created_at > now() - interval '10 minutes'
  ), inserted as (
    insert into public.client_errors (remote, build, manifest_url, page, kind, message, stack, visitor)
    select $1, $2, $3, $4, $5, $6, $7, $8 from allowed where ok
    returning 1
  )
  select exists (select 1 from inserted)
$$;

revoke execute on function public.record_client_error(text, text, text, text, text, text, text, text)
  from public, anon, authenticated;
grant execute on function public.record_client_error(text, text, text, text, text, text, text, text)
  to service_role;
