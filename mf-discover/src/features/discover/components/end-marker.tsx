import { useEffect, useRef } from 'react';

/**
 * The 20 px marker after the last card: when it comes within 20 px of the viewport the next page
 * loads (docs/product.md#9-constants-and-limits). It re-arms after each page, so a short page that leaves it visible keeps
 * loading until the list fills the screen or ends.
 */
export function EndMarker({ onVisible, armed }: { onVisible(): void; armed: unknown }) {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onVisible);
  callback.current = onVisible;

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: '20px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [armed]);

  return <div ref={ref} data-testid="end-marker" aria-hidden className="h-5" />;
}
