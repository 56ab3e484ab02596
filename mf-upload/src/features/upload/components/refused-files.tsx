import type { Refusal } from '../session/upload-session.ts';

export interface RefusedFilesProps {
  refused: Refusal[];
  notice: string | null;
  onDismiss(key: number): void;
}

/** Files kept out of the batch, each with the reason beside it; nothing of them was sent. */
export function RefusedFiles({ refused, notice, onDismiss }: RefusedFilesProps) {
  return (
    <div aria-live="polite" className="space-y-2">
      {notice && (
        <p role="alert" className="rounded-md border border-red-800 bg-red-950/40 p-3 text-sm text-red-200">
          {notice}
        </p>
      )}
      {refused.length > 0 && (
        <section aria-labelledby="refused-files" className="space-y-2">
          <h2 id="refused-files" className="text-sm font-semibold text-slate-200">
            Not added
          </h2>
          <ul className="space-y-1">
            {refused.map((r) => (
              <li
                key={r.key}
                className="flex items-start gap-3 rounded-md border border-red-900 bg-red-950/30 px-3 py-2 text-sm"
              >
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-slate-100">{r.name}</span>
                  <span className="block text-red-300">{r.message}</span>
                </span>
                <button
                  type="button"
                  aria-label={`Dismiss ${r.name}`}
                  onClick={() => onDismiss(r.key)}
                  className="rounded px-2 py-1 text-xs text-slate-300 hover:text-slate-100 focus-visible:outline-2 focus-visible:outline-sky-500"
                >
                  Dismiss
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
