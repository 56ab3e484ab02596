-- Discover's quality filters (20261126004000_discovery_quality.sql) checked inside the sort indexes.
-- A page is a walk down one sort index (likes, plays, recent) that stops after 10 matches. With the
-- filters checked on the table, every track passed on the way costs a heap fetch, so a narrow view
-- ("24-bit / 192 kHz and up", ALAC) reads thousands of rows for its 10. Carried as trailing key
-- columns, the filters become index conditions: btree tests them on the index entry, and only
-- tracks that pass are fetched. The sort order is (sort desc, id) as before; id is unique, so the
-- trailing columns never change it, and each index replaces the plain one of its sort (a play
-- updates plays_count, which writes an entry into every index of the table: no more of them).
--
-- Format is a single codec (FLAC, ALAC: `codec = $1`, an index condition); WAV is two (PCM, FLOAT:
-- `codec in (…)`), which the planner checks after the fetch to keep the index order, on tracks that
-- already passed the bit depth, rate and lossy conditions. Most selective first: the first failing
-- column ends the test of an entry. `pnpm bench:discovery` prints the plans.
drop index if exists public.audio_files_likes_order;
drop index if exists public.audio_files_plays_order;
drop index if exists public.audio_files_recent_order;

create index if not exists audio_files_likes_quality on public.audio_files
  (likes_count desc, id, effective_sample_rate, effective_bit_depth, codec, lossy_suspected);
create index if not exists audio_files_plays_quality on public.audio_files
  (plays_count desc, id, effective_sample_rate, effective_bit_depth, codec, lossy_suspected);
create index if not exists audio_files_recent_quality on public.audio_files
  (created_at desc, id, effective_sample_rate, effective_bit_depth, codec, lossy_suspected);
