-- Every track's analysis (docs/analysis.md) and the queue the analysis worker (worker/) takes it from.
-- Jobs are made here, by triggers, so a hosted Supabase project gets them the same way: the worker
-- only needs the project URL and the service-role key.

create table public.track_analyses (
  audio_file_id uuid primary key references public.audio_files (id) on delete cascade,
  status text not null default 'queued' check (status in ('queued', 'running', 'done', 'failed')),
  error text,
  sha256 text,
  flac_md5_ok boolean,
  integrated_lufs numeric,
  true_peak_dbtp numeric,
  loudness_range_lu numeric,
  replaygain_track_gain_db numeric,
  replaygain_track_peak numeric,
  bandwidth_hz integer,
  effective_bit_depth integer,
  upsampled_from_hz integer,
  lossy_source boolean,
  lossy_source_guess text,
  waveform_path text,
  spectrogram_path text,
  tags jsonb,
  analyzed_at timestamptz
);

alter table public.track_analyses enable row level security;
-- Tracks are public, so their analyses are too; only the service role (the worker) writes.
create policy "analyses are readable with their track" on public.track_analyses for select
  using (exists (select 1 from public.audio_files a where a.id = audio_file_id));
revoke insert, update, delete on public.track_analyses from anon, authenticated;
grant select on public.track_analyses to anon, authenticated;
grant all on public.track_analyses to service_role;

-- Browsers cannot decode ALAC: the worker stores a FLAC rendition (same samples) beside the
-- original in the 'audio' bucket and records its name here; null until it exists.
alter table public.audio_files add column rendition_path text;

-- The queue. One job per track: a new upload or a replaced file (re)queues it.
create table public.analysis_jobs (
  audio_file_id uuid primary key references public.audio_files (id) on delete cascade,
  state text not null default 'queued' check (state in ('queued', 'running', 'done', 'failed')),
  attempts integer not null default 0,
  max_attempts integer not null default 4,
  run_after timestamptz not null default now(),
  -- A running job whose lease ran out belongs to a worker that died: it is taken again.
  lease_until timestamptz,
  worker_id text,
  last_error text,
  created_at timestamptz not null default now(),
  finished_at timestamptz
);
create index analysis_jobs_ready on public.analysis_jobs (run_after) where state = 'queued';
create index analysis_jobs_leased on public.analysis_jobs (lease_until) where state = 'running';

alter table public.analysis_jobs enable row level security;
revoke all on public.analysis_jobs from anon, authenticated;
grant all on public.analysis_jobs to service_role;

create function public.queue_track_analysis() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.analysis_jobs (audio_file_id) values (new.id)
  on conflict (audio_file_id) do update
    set state = 'queued', attempts = 0, run_after = now(), lease_until = null, worker_id = null,
        last_error = null, finished_at = null;
  insert into public.track_analyses (audio_file_id) values (new.id)
  on conflict (audio_file_id) do update set status = 'queued', error = null;
  return null;
end
$$;

create trigger audio_files_queue_analysis after insert or update of file_path on public.audio_files
  for each row execute function public.queue_track_analysis();

-- A replaced file needs a new rendition; the old one would be other audio.
create function public.audio_files_clear_rendition() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.file_path is distinct from old.file_path then
    new.rendition_path := null;
  end if;
  return new;
end
$$;

create trigger audio_files_clear_rendition before update of file_path on public.audio_files
  for each row execute function public.audio_files_clear_rendition();

-- Tracks that existed before the worker.
insert into public.analysis_jobs (audio_file_id) select id from public.audio_files
on conflict do nothing;
insert into public.track_analyses (audio_file_id) select id from public.audio_files
on conflict do nothing;

-- Takes the next job: FOR UPDATE SKIP LOCKED lets several workers claim at once without
-- taking the same job. An expired lease whose attempts are used up ends the job as failed.
create function public.claim_analysis_job(worker text, lease_seconds integer default 120)
returns table (audio_file_id uuid, attempts integer, file_path text)
language plpgsql security definer set search_path = '' as $$
declare
  job public.analysis_jobs;
begin
  with dead as (
    update public.analysis_jobs j
    set state = 'failed', finished_at = now(),
        last_error = coalesce(j.last_error, 'the worker stopped during every attempt')
    where j.state = 'running' and j.lease_until < now() and j.attempts >= j.max_attempts
    returning j.audio_file_id, j.last_error
  )
  update public.track_analyses t set status = 'failed', error = dead.last_error
  from dead where t.audio_file_id = dead.audio_file_id;

  select * into job from public.analysis_jobs j
  where (j.state = 'queued' and j.run_after <= now())
     or (j.state = 'running' and j.lease_until < now())
  order by j.run_after
  limit 1
  for update skip locked;
  if not found then
    return;
  end if;

  update public.analysis_jobs j
  set state = 'running', attempts = j.attempts + 1, worker_id = worker,
      lease_until = now() + make_interval(secs => lease_seconds)
  where j.audio_file_id = job.audio_file_id;
  update public.track_analyses t set status = 'running', error = null
  where t.audio_file_id = job.audio_file_id;

  return query
  select j.audio_file_id, j.attempts, a.file_path
  from public.analysis_jobs j join public.audio_files a on a.id = j.audio_file_id
  where j.audio_file_id = job.audio_file_id;
end
$$;

-- Keeps a long job's lease; false = the job is no longer this worker's (stop working on it).
create function public.extend_analysis_job(job uuid, worker text, lease_seconds integer default 120)
returns boolean
language sql security definer set search_path = '' as $$
  with touched as (
    update public.analysis_jobs j set lease_until = now() + make_interval(secs => lease_seconds)
    where j.audio_file_id = job and j.worker_id = worker and j.state = 'running'
    returning 1
  )
  select exists (select 1 from touched);
$$;

-- Ends a job: done, or failed (retried with backoff while attempts remain and retry is true).
-- Returns false when the job is gone (track deleted) or taken by another worker.
create function public.finish_analysis_job(job uuid, worker text, failure text default null, retry boolean default true)
returns boolean
language plpgsql security definer set search_path = '' as $$
declare
  row public.analysis_jobs;
begin
  select * into row from public.analysis_jobs j
  where j.audio_file_id = job and j.worker_id = worker and j.state = 'running'
  for update;
  if not found then
    return false;
  end if;
  if failure is null then
    update public.analysis_jobs j set state = 'done', finished_at = now(), lease_until = null
    where j.audio_file_id = job;
  elsif retry and row.attempts < row.max_attempts then
    update public.analysis_jobs j
    set state = 'queued', last_error = failure, lease_until = null,
        run_after = now() + make_interval(secs => 5 * power(4, row.attempts - 1))
    where j.audio_file_id = job;
    update public.track_analyses t set status = 'queued', error = failure where t.audio_file_id = job;
  else
    update public.analysis_jobs j
    set state = 'failed', last_error = failure, finished_at = now(), lease_until = null
    where j.audio_file_id = job;
    update public.track_analyses t set status = 'failed', error = failure where t.audio_file_id = job;
  end if;
  return true;
end
$$;

revoke execute on function public.claim_analysis_job(text, integer) from public, anon, authenticated;
revoke execute on function public.extend_analysis_job(uuid, text, integer) from public, anon, authenticated;
revoke execute on function public.finish_analysis_job(uuid, text, text, boolean) from public, anon, authenticated;
revoke execute on function public.queue_track_analysis() from public, anon, authenticated;
grant execute on function public.claim_analysis_job(text, integer) to service_role;
grant execute on function public.extend_analysis_job(uuid, text, integer) to service_role;
grant execute on function public.finish_analysis_job(uuid, text, text, boolean) to service_role;
