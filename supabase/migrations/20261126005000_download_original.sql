-- "Download original" (docs/product.md): the owner decides whether listeners may download the
-- file itself; off unless they switch "Allow downloads" on.
alter table public.audio_files add column download_allowed boolean not null default false;
grant update (download_allowed) on public.audio_files to authenticated;
grant insert (download_allowed) on public.audio_files to authenticated;
