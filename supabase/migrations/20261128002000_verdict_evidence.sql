-- What the fake-lossless checks found and where (docs/analysis.md#what-listeners-see): which checks
-- ran, one sentence of what was found (null when nothing), and the codec grid's depths to draw.
-- Written by the analysis worker with the rest of the row; read with it (the table's grants).
alter table public.track_analyses add column verdict_evidence jsonb;

comment on column public.track_analyses.verdict_evidence is
  '{ checks: text[], found: text | null, picture: { codec, period, offset, depths: number[] } | null }, from the worker';
