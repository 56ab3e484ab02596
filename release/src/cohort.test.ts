import { createHash, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildForVisitor, cohortBucket, visitorIdFromCookie } from './cohort.ts';
import { emptyPointer } from './pointer.ts';

const live = '20261127T120000Z-aaaaaa';
const canary = '20261128T041500Z-bbbbbb';
const pointer = { ...emptyPointer('mf-discover'), live, canary: { build: canary, percent: 10 } };

/** 1,000 ids shaped as the site's cookie ids (UUIDs), the same on every run. */
const visitors = Array.from({ length: 1000 }, (_, i) =>
  createHash('sha256')
    .update(`visitor ${i}`)
    .digest('hex')
    .slice(0, 32)
    .replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5'),
);

describe('the canary cohort', () => {
  it('gives --canary 10 to 10 ± 3 % of 1,000 visitors, each always the same build', () => {
    const first = visitors.map((v) => buildForVisitor(pointer, 'mf-discover', v));
    const share = first.filter((b) => b === canary).length / visitors.length;
    console.log(`--canary 10: ${(share * 100).toFixed(1)} % of 1,000 visitors get the canary`);
    expect(share).toBeGreaterThanOrEqual(0.07);
    expect(share).toBeLessThanOrEqual(0.13);
    expect(first.every((b) => b === canary || b === live)).toBe(true);
    for (let round = 0; round < 3; round++) {
      expect(visitors.map((v) => buildForVisitor(pointer, 'mf-discover', v))).toEqual(first);
    }
  });

  it("puts a visitor in each app's bucket independently", () => {
    const both = visitors.filter(
      (v) => cohortBucket(v, 'mf-discover') < 10 && cohortBucket(v, 'mf-player') < 10,
    );
    // independent buckets: about 1 % are in both canaries, not the same 10 %
    expect(both.length).toBeLessThan(40);
  });

  it('gives everyone the live build without a canary, and a visitor with no id the live build', () => {
    const noCanary = { ...pointer, canary: null };
    expect(buildForVisitor(noCanary, 'mf-discover', randomUUID())).toBe(live);
    expect(buildForVisitor(pointer, 'mf-discover', undefined)).toBe(live);
    expect(
      buildForVisitor({ ...pointer, canary: { build: canary, percent: 100 } }, 'mf-discover', 'x-1234567'),
    ).toBe(canary);
  });

  it('reads only an id this site could have set from the cookie', () => {
    const id = randomUUID();
    expect(visitorIdFromCookie(`a=b; hifi_cohort=${id}; c=d`)).toBe(id);
    expect(visitorIdFromCookie('hifi_cohort=<script>')).toBeUndefined();
    expect(visitorIdFromCookie(undefined)).toBeUndefined();
  });
});
