/** Polls `check` until it holds; throws after `ms`. */
export async function until(check: () => Promise<boolean>, ms = 120_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('timed out');
}
