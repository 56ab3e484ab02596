import { expect, waitFor, within } from 'storybook/test';

/**
 * An open modal (in its portal on the document body), once it takes the pointer: a Radix modal
 * turns the page's pointer events off first and its own back on a render later, and user-event
 * refuses a click in between ("pointer-events: none"), which a loaded machine sometimes hits.
 */
export async function openModal(canvasElement: HTMLElement, role: 'dialog' | 'alertdialog', name?: string) {
  const modal = await within(canvasElement.ownerDocument.body).findByRole(role, name ? { name } : {});
  await waitFor(() => expect(getComputedStyle(modal).pointerEvents).not.toBe('none'));
  return modal;
}
