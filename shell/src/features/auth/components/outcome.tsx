/** The result line under an auth form: an alert for an error, a status for a success. */
export type OutcomeMessage = { kind: 'error' | 'success'; text: string } | null;

export function Outcome({ outcome, id }: { outcome: OutcomeMessage; id?: string }) {
  if (!outcome) return null;
  return outcome.kind === 'error' ? (
    <p
      id={id}
      role="alert"
      className="mt-4 rounded-md border border-red-700 bg-red-950 px-3 py-2 text-sm text-red-200"
    >
      {outcome.text}
    </p>
  ) : (
    <p
      id={id}
      role="status"
      className="mt-4 rounded-md border border-emerald-700 bg-emerald-950 px-3 py-2 text-sm text-emerald-200"
    >
      {outcome.text}
    </p>
  );
}
