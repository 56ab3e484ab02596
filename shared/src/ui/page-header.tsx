import type { ReactNode } from 'react';

/**
 * The heading every screen starts with, with an optional subtitle; each screen's heading is
 * described in docs/product.md#2-screens-and-routes.
 */
export function PageHeader({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children?: ReactNode;
}) {
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-50">{title}</h1>
        {subtitle && <p className="mt-1 text-slate-400">{subtitle}</p>}
      </div>
      {children}
    </header>
  );
}
