import { DEFAULT_DISCOVERY_REQUEST, discoveryOptions } from '@hifi/shared';
import { hashKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { toRequest } from './use-discovery.ts';
import { DEFAULT_VIEW } from './use-discovery-params.ts';

describe('the default view', () => {
  // The shell asks for DEFAULT_DISCOVERY_REQUEST before this remote loads; the list must find it.
  it('reads the page the shell asked for early, under the same query key', () => {
    expect(toRequest(DEFAULT_VIEW)).toEqual(DEFAULT_DISCOVERY_REQUEST);
    expect(hashKey(discoveryOptions(toRequest(DEFAULT_VIEW)).queryKey)).toBe(
      hashKey(discoveryOptions(DEFAULT_DISCOVERY_REQUEST).queryKey),
    );
  });
});
