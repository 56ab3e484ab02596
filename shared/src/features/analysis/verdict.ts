// One definition for the site and the first-view function (which cannot import the site's packages).
export {
  type DeclaredFormat,
  kHz,
  type Verdict,
  type VerdictKind,
  verdictOf,
} from '../../../../supabase/functions/_shared/verdict.ts';
