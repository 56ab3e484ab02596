import { expect, userEvent, waitFor } from 'storybook/test';

/**
 * Moves a SortableList row down `steps` places with the keyboard, as a screen-reader user does:
 * each key waits for @dnd-kit's announcement, since it measures the rows a render after the
 * pick-up and an arrow pressed before that moves nothing (the key is pressed again then).
 */
export async function moveDownWithKeyboard(canvasElement: HTMLElement, name: string, steps: number) {
  const doc = canvasElement.ownerDocument;
  const announced = () => doc.querySelector('[id^="DndLiveRegion"]');
  const handle = doc.querySelector<HTMLElement>(`button[aria-label="Move ${CSS.escape(name)}"]`);
  if (!handle) throw new Error(`no handle for ${name}`);
  handle.focus();
  await userEvent.keyboard(' ');
  await waitFor(() => expect(announced()).toHaveTextContent(/is at position/));
  const start = Number(/position (\d+)/.exec(announced()?.textContent ?? '')?.[1]);
  for (let step = 1; step <= steps; step++) {
    await waitFor(
      async () => {
        if (!announced()?.textContent?.includes(`position ${start + step}.`))
          await userEvent.keyboard('{ArrowDown}');
        await expect(announced()).toHaveTextContent(`${name} is at position ${start + step}.`);
      },
      { timeout: 10_000, interval: 400 },
    );
  }
  await userEvent.keyboard(' ');
  await waitFor(() => expect(announced()).toHaveTextContent(`${name} dropped at position ${start + steps}.`));
}
