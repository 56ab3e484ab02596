-- The local stack's own bookkeeping (not exposed by the API): whether the first-start demo seed
-- finished, so a seed killed half-way is undone and run again on the next start.
create schema if not exists hifi_stack;
revoke all on schema hifi_stack from public;
create table if not exists hifi_stack.first_start_seed (
  id boolean primary key default true check (id),
  started_at timestamptz not null default now(),
  finished_at timestamptz
);
