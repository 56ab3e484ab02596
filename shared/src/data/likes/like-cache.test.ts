import { QueryClient } from '@tanstack/react-query';
import { expect, it } from 'vitest';
import { applyLike, settleLike } from './like-cache.ts';
import { likeKeys } from './liked-ids-query.ts';

it('shows a like made while the hearts are still being read, and reads them again after the write', async () => {
  const client = new QueryClient();
  const key = likeKeys.ids('u1', ['t1', 't2']);
  // the first read of the hearts on screen is still on its way when the member clicks Like
  void client.prefetchQuery({ queryKey: key, queryFn: () => new Promise<ReadonlySet<string>>(() => {}) });
  await applyLike(client, { trackId: 't1', userId: 'u1', liked: true });
  expect(client.getQueryData<ReadonlySet<string>>(key)?.has('t1')).toBe(true);

  await settleLike(client, { trackId: 't1', userId: 'u1', liked: true });
  expect(client.getQueryState(key)?.isInvalidated).toBe(true);
});
