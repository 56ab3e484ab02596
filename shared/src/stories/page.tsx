/**
 * Whole-page stories: the page at its route, with the phone width as a story of its own.
 * Imported from '@hifi/shared/stories/page' by story files only.
 */
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { networkParameters, type StoryNetworkOptions } from './network.ts';

/** A decorator that renders the story as the element of `pattern`, opened at `path`. */
export function atRoute(path: string, pattern: string) {
  return (Story: () => ReactNode) => (
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={pattern} element={<main className="mx-auto max-w-6xl p-4 sm:p-8">{Story()}</main>} />
      </Routes>
    </MemoryRouter>
  );
}

/** A page story's parameters: full screen, with its network. */
export function pageParameters(network: StoryNetworkOptions = {}) {
  return { layout: 'fullscreen' as const, ...networkParameters(network) };
}

/** A story's globals for the phone width (390 px, the preview's 'phone' viewport). */
export const phone = { viewport: { value: 'phone', isRotated: false } };
