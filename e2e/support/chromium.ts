/**
 * Debian's Chromium, as every suite and browser benchmark here starts it (never a downloaded
 * browser): the journeys, the stories, the e2e benchmarks and backend/bench/web.ts.
 */
export const chromiumPath = '/usr/bin/chromium';

/**
 * Debian's headless shell: the same Blink and V8 without the browser's UI layer. The journeys and
 * the story checks run in it: 40 % less CPU than the full browser over the same journeys (206 →
 * 125 CPU-s for 20), on the two cores CI shares. What visitors see pixel by pixel (the visual
 * snapshots) and the benchmarks stay on the full browser.
 */
export const headlessShellPath = '/usr/bin/chromium-headless-shell';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
