import { PageHeader } from '@hifi/shared';
import type { ReactNode } from 'react';

export const LEGAL_UPDATED = 'November 21, 2026';

/** The frame of a static legal page: title, date, readable prose. */
export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <article className="max-w-3xl">
      <PageHeader title={title} subtitle={`Last updated ${LEGAL_UPDATED}`} />
      <div className="space-y-4 text-slate-300 [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-slate-50 [&_li]:ml-5 [&_li]:list-disc [&_a]:text-sky-300 [&_a]:underline">
        {children}
      </div>
    </article>
  );
}

export const SUPPORT_EMAIL = 'support@hifi.audio';
