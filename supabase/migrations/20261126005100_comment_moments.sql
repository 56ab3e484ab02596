-- Comments pinned to a moment of the track (docs/product.md): the second the listener was at.
alter table public.comments
  add column at_seconds numeric null check (at_seconds is null or (at_seconds >= 0 and at_seconds < 86400));
grant insert (at_seconds) on public.comments to authenticated;
