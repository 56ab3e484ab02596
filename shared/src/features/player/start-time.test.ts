import { describe, expect, it } from 'vitest';
import { embedCode, startSecondsFrom, trackLink } from './start-time.ts';

const t = (query: string) => startSecondsFrom(new URLSearchParams(query));

describe('shared links', () => {
  it('reads ?t= as seconds and ignores what is not a time', () => {
    expect(t('t=30')).toBe(30);
    expect(t('t=12.5')).toBe(12.5);
    for (const bad of ['', 't=', 't=-5', 't=abc', 't=1e3', 't=0', 't=Infinity', 't=30s'])
      expect(t(bad)).toBeUndefined();
  });

  it('writes the link with ?t= only when it starts later than 0:00', () => {
    expect(trackLink('https://hifi.test', 'abc', 0)).toBe('https://hifi.test/audio/abc');
    expect(trackLink('https://hifi.test', 'abc', 30.9)).toBe('https://hifi.test/audio/abc?t=30');
  });

  it('writes the 600 x 150 embed with the title escaped', () => {
    expect(embedCode('https://hifi.test', 'abc', 'Rock "n" <Roll>')).toBe(
      '<iframe src="https://hifi.test/embed/audio/abc" width="600" height="150" frameborder="0" allow="autoplay" title="Rock &quot;n&quot; &lt;Roll>"></iframe>',
    );
  });
});
