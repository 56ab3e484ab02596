// One definition for the site and the functions (which cannot import the site's packages).
export {
  LICENCE_IDS,
  LICENCES,
  type Licence,
  type LicenceId,
  licenceOf,
  licenceText,
} from '../../../../supabase/functions/_shared/licences.ts';
