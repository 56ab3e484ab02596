import { type CSSProperties, useLayoutEffect, useRef, useState } from 'react';

/** A title that scrolls (marquee) only when it is too long for its box. */
export function ScrollingTitle({ text }: { text: string }) {
  const box = useRef<HTMLDivElement>(null);
  const inner = useRef<HTMLSpanElement>(null);
  const [overflow, setOverflow] = useState(0);

  useLayoutEffect(() => {
    const measure = () => {
      const width = box.current?.clientWidth ?? 0;
      const full = inner.current?.scrollWidth ?? 0;
      setOverflow(full > width ? full - width : 0);
    };
    measure();
    if (typeof ResizeObserver === 'undefined' || !box.current) return;
    const observer = new ResizeObserver(measure);
    observer.observe(box.current);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={box} className="overflow-hidden whitespace-nowrap" title={text}>
      <span
        ref={inner}
        data-scrolling={overflow > 0 || undefined}
        className="inline-block text-sm font-medium text-slate-100 data-[scrolling]:animate-[hifi-marquee_var(--marquee-time)_linear_infinite_alternate]"
        style={
          overflow > 0
            ? ({
                '--marquee-shift': `-${overflow}px`,
                '--marquee-time': `${Math.max(4, overflow / 25)}s`,
              } as CSSProperties)
            : undefined
        }
      >
        {text}
      </span>
    </div>
  );
}
