// One definition for the site and the first-view function (which cannot import the site's packages).
export {
  type DeclaredFormat,
  evidenceOf,
  kHz,
  type Verdict,
  type VerdictEvidence,
  type VerdictKind,
  verdictOf,
} from '../../../../supabase/functions/_shared/verdict.ts';
