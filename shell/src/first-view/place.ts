/**
 * Where an element sits in a screen, so its twin can be found in another rendering of the same
 * components: the frame it is in (a remote's page, [data-remote], or the shell's layout,
 * [data-app-layout]) and its child indices down from that frame. The first view and the app's
 * page share no ids (React's differ by design) and no selector is written for any control.
 * Elements that draw nothing are not counted: React's server render writes resources beside the
 * markup that the app's render puts in the head (an image's preload <link>, first in the remote's
 * frame of a track page with a spectrogram), and a client-only Suspense boundary leaves a <template>.
 */
export interface Place {
  /** the frame's selector: `[data-remote="mf_discover"]` or `[data-app-layout]` */
  frame: string;
  path: number[];
}

const drawsNothing = /^(LINK|META|SCRIPT|STYLE|TEMPLATE)$/;

/** An element's children that are part of the screen. */
const shown = (parent: Element) =>
  Array.from(parent.children).filter((child) => !drawsNothing.test(child.tagName));

export function placeOf(element: Element, within: Element): Place | undefined {
  const frame = element.closest('[data-remote], [data-app-layout]');
  if (!frame || !within.contains(frame)) return undefined;
  const remote = frame.getAttribute('data-remote');
  const path: number[] = [];
  for (let node: Element = element; node !== frame; ) {
    const parent = node.parentElement;
    if (!parent) return undefined;
    path.unshift(shown(parent).indexOf(node));
    node = parent;
  }
  return { frame: remote === null ? '[data-app-layout]' : `[data-remote="${CSS.escape(remote)}"]`, path };
}

export function elementAt(place: Place, within: Element): Element | undefined {
  let node = within.querySelector(place.frame) ?? undefined;
  for (const index of place.path) node = node && shown(node)[index];
  return node;
}
