import { expect, it, vi } from 'vitest';
import fallbackPlugin from './fallback-plugin.ts';
import { RemoteLoadError } from './remote-load-error.ts';

type Hook = (args: { id: string; error: unknown; lifecycle: string }) => unknown;
const errorLoadRemote = fallbackPlugin().errorLoadRemote as unknown as Hook;

it('answers a failed module load with a module whose component raises RemoteLoadError', () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const fallback = errorLoadRemote({
    id: 'mf_library/LibraryPage',
    error: new Error('down'),
    lifecycle: 'onLoad',
  }) as {
    default: () => never;
  };
  expect(() => fallback.default()).toThrow(RemoteLoadError);
  expect(() => fallback.default()).toThrow('remote module mf_library/LibraryPage could not be loaded');
});

it('answers nothing when the runtime wants a manifest, so the failure reaches the module load uncached', () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  expect(
    errorLoadRemote({ id: 'http://x/mf-manifest.json', error: new Error('down'), lifecycle: 'afterResolve' }),
  ).toBe(undefined);
});
