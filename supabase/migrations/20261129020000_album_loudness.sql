-- Album gain (docs/product.md#album-gain): a release's loudness measured as EBU R128 measures one
-- programme, over all its tracks, both gates included. The worker stores each track's 400 ms
-- blocks as a histogram (blocks per 0.1 LU from -70 LUFS, as libebur128's histogram mode keeps
-- them; worker/src/loudness.ts); the release's loudness is the summed histograms gated again:
-- the absolute gate, then the relative gate 10 LU under the whole release's mean, so a quiet
-- interlude is gated out of the album's figure as it is out of a track's. The database keeps the
-- figure on the release whenever its tracklist or a track's analysis changes, so every reader
-- (a link holder too) reads one number and no job has to run.
alter table public.track_analyses add column loudness_histogram integer[]
  check (loudness_histogram is null or cardinality(loudness_histogram) = 1000);

alter table public.releases
  -- ReplayGain 2.0: -18 LUFS minus the release's loudness; null until every track is measured
  add column album_gain_db numeric,
  -- the loudest track's sample peak (1 = full scale), so the gain never goes past full scale
  add column album_peak numeric;

create function public.album_loudness(release uuid, out gain_db numeric, out peak numeric)
language sql stable security definer set search_path = '' as $$
  with tracks as (
    select a.loudness_histogram as h, a.replaygain_track_peak as p
    from public.release_tracks t left join public.track_analyses a on a.audio_file_id = t.audio_file_id
    where t.release_id = release
  ),
  measured as (
    select count(*) > 0 and count(*) = count(h) as histograms, count(*) = count(p) as peaks from tracks
  ),
  -- bin i (1-based) holds blocks from -70 + (i - 1) / 10 LUFS; its blocks count at its centre
  bins as (
    select b.i, -70 + (b.i - 0.5) / 10.0 as lufs, sum(tr.h[b.i])::float8 as n
    from tracks tr cross join generate_series(1, 1000) b (i)
    where tr.h is not null
    group by b.i
  ),
  energies as (select lufs, n, n * power(10::float8, (lufs + 0.691) / 10) as e from bins where n > 0),
  gate as (select -0.691 + 10 * log(sum(e) / sum(n)) - 10 as relative from energies)
  select
    case when m.histograms then round((-18 - (-0.691 + 10 * log(sum(en.e) / sum(en.n))))::numeric, 2) end,
    case when m.histograms and m.peaks then (select max(p) from tracks) end
  from measured m
  left join gate g on true
  left join energies en on en.lufs > g.relative
  group by m.histograms, m.peaks
$$;

create function public.refresh_album_loudness(releases uuid[]) returns void
language sql security definer set search_path = '' as $$
  update public.releases r set album_gain_db = l.gain_db, album_peak = l.peak
  from unnest(releases) as changed (id)
  cross join lateral public.album_loudness(changed.id) l
  where r.id = changed.id
    and (r.album_gain_db, r.album_peak) is distinct from (l.gain_db, l.peak)
$$;

create function public.album_loudness_after_tracklist() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform public.refresh_album_loudness(array(select distinct release_id from changed));
  return null;
end
$$;
create trigger release_tracks_album_loudness_insert after insert on public.release_tracks
  referencing new table as changed for each statement execute function public.album_loudness_after_tracklist();
create trigger release_tracks_album_loudness_delete after delete on public.release_tracks
  referencing old table as changed for each statement execute function public.album_loudness_after_tracklist();

create function public.album_loudness_after_analysis() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform public.refresh_album_loudness(array(
    select distinct t.release_id from changed c join public.release_tracks t on t.audio_file_id = c.audio_file_id
  ));
  return null;
end
$$;
create trigger track_analyses_album_loudness after update on public.track_analyses
  referencing new table as changed for each statement execute function public.album_loudness_after_analysis();

revoke execute on function public.album_loudness(uuid), public.refresh_album_loudness(uuid[]),
  public.album_loudness_after_tracklist(), public.album_loudness_after_analysis()
  from public, anon, authenticated;
