/**
 * The button ripple of docs/product.md#9-constants-and-limits, for every button on the page (shell and remotes alike): one
 * delegated pointerdown listener adds a span that expands from the pointer and is removed after
 * 1500 ms. Off under prefers-reduced-motion.
 */
export const RIPPLE_LIFETIME_MS = 1500;

export function installRipple(root: Document = document): () => void {
  const onPointerDown = (event: PointerEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest<HTMLElement>('button, [role="button"]');
    if (!button || button.hasAttribute('disabled')) return;
    if (root.defaultView?.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const rect = button.getBoundingClientRect();
    const size = Math.max(rect.width, rect.height) * 2;
    const ripple = root.createElement('span');
    ripple.className = 'hifi-ripple';
    ripple.setAttribute('aria-hidden', 'true');
    ripple.style.width = ripple.style.height = `${size}px`;
    ripple.style.left = `${event.clientX - rect.left - size / 2}px`;
    ripple.style.top = `${event.clientY - rect.top - size / 2}px`;
    button.classList.add('hifi-ripple-host');
    button.appendChild(ripple);
    setTimeout(() => ripple.remove(), RIPPLE_LIFETIME_MS);
  };
  root.addEventListener('pointerdown', onPointerDown);
  return () => root.removeEventListener('pointerdown', onPointerDown);
}
