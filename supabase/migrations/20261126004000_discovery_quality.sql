-- Discover's quality filters ("Hide suspected lossy", format, minimum bit depth and sample rate;
-- docs/analysis.md#what-listeners-see). They filter on what the analysis heard, not on what the
-- container declares: a 16-bit recording padded into 24 bits is 16-bit, 44.1 kHz upsampled into
-- 96 kHz is 44.1 kHz. The values are copied onto the track row so a page is one scan of a sort
-- index (likes, plays, recent) with the filters applied on the way, no join per candidate row.
alter table public.audio_files
  add column lossy_suspected boolean not null default false,
  add column effective_bit_depth integer,
  add column effective_sample_rate integer;

-- Until the analysis is done (and again when the file is replaced) the declared values stand.
create function public.audio_files_declared_quality() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.effective_bit_depth := new.bit_depth;
  new.effective_sample_rate := new.sample_rate;
  new.lossy_suspected := false;
  return new;
end
$$;

-- Named to fire after audio_files_technical_metadata (before-triggers run in name order), which
-- fills bit_depth and sample_rate from the stored object.
create trigger audio_files_zz_declared_quality before insert or update of file_path, bit_depth, sample_rate
  on public.audio_files for each row execute function public.audio_files_declared_quality();

create function public.audio_files_heard_quality() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.audio_files f
     set effective_bit_depth = least(f.bit_depth, coalesce(new.effective_bit_depth, f.bit_depth)),
         effective_sample_rate = coalesce(new.upsampled_from_hz, f.sample_rate),
         lossy_suspected = coalesce(new.lossy_source, false)
   where f.id = new.audio_file_id;
  return null;
end
$$;

create trigger track_analyses_heard_quality after insert or update on public.track_analyses
  for each row when (new.status = 'done') execute function public.audio_files_heard_quality();

update public.audio_files set effective_bit_depth = bit_depth, effective_sample_rate = sample_rate;
update public.audio_files f
   set effective_bit_depth = least(f.bit_depth, coalesce(t.effective_bit_depth, f.bit_depth)),
       effective_sample_rate = coalesce(t.upsampled_from_hz, f.sample_rate),
       lossy_suspected = coalesce(t.lossy_source, false)
  from public.track_analyses t
 where t.audio_file_id = f.id and t.status = 'done';
