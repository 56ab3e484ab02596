import { AnalysisPanel } from '@hifi/shared';
import { act, cleanup, render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, expect, it } from 'vitest';
import { useOnDemandLoaded } from './use-on-demand-loaded.ts';

afterEach(cleanup);

it('says the parts are loaded in the commit that draws them: the track page releases its first view there', async () => {
  const seen: boolean[] = [];
  function Page() {
    const loaded = useOnDemandLoaded(AnalysisPanel);
    // where the track page would release the first view: is the panel drawn yet?
    useLayoutEffect(() => {
      if (loaded) seen.push(document.getElementById('analysis-heading') !== null);
    }, [loaded]);
    return (
      <AnalysisPanel
        title="Tone"
        analysis={null}
        declared={{ sample_rate: 44100, bit_depth: 16 }}
        spectrogramUrl={null}
      />
    );
  }
  render(<Page />);
  await act(() => AnalysisPanel.load());
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(seen).toEqual([true]);
});

it('waits for nothing it was not given', async () => {
  let loaded: boolean | undefined;
  function Page() {
    loaded = useOnDemandLoaded();
    return null;
  }
  render(<Page />);
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(loaded).toBe(true);
});
