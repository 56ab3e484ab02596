/**
 * Debian's Chromium, as every suite and browser benchmark here starts it (never a downloaded
 * browser): the journeys, the stories, the e2e benchmarks and backend/bench/web.ts.
 */
export const chromiumPath = '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
