/**
 * The licences a track or release may carry (docs/product.md#releases-visibility-and-licences),
 * defined once: the site re-exports these from @hifi/shared and the functions (oEmbed) use them
 * as they are. The ids are the database's (public.is_licence).
 */
export const LICENCE_IDS = [
  'all-rights-reserved',
  'cc-by-4.0',
  'cc-by-sa-4.0',
  'cc-by-nc-4.0',
  'cc-by-nc-sa-4.0',
  'cc-by-nd-4.0',
  'cc-by-nc-nd-4.0',
  'cc0-1.0',
] as const;

export type LicenceId = (typeof LICENCE_IDS)[number];

export interface Licence {
  id: LicenceId;
  /** the short name a badge shows: 'CC BY-SA 4.0' */
  label: string;
  /** the licence's deed (its human-readable summary); null for all rights reserved */
  deed: string | null;
  creativeCommons: boolean;
}

const cc = (id: LicenceId, terms: string): Licence => ({
  id,
  label: `CC ${terms.toUpperCase()} 4.0`,
  deed: `https://creativecommons.org/licenses/${terms}/4.0/`,
  creativeCommons: true,
});

export const LICENCES: Record<LicenceId, Licence> = {
  'all-rights-reserved': {
    id: 'all-rights-reserved',
    label: 'All rights reserved',
    deed: null,
    creativeCommons: false,
  },
  'cc-by-4.0': cc('cc-by-4.0', 'by'),
  'cc-by-sa-4.0': cc('cc-by-sa-4.0', 'by-sa'),
  'cc-by-nc-4.0': cc('cc-by-nc-4.0', 'by-nc'),
  'cc-by-nc-sa-4.0': cc('cc-by-nc-sa-4.0', 'by-nc-sa'),
  'cc-by-nd-4.0': cc('cc-by-nd-4.0', 'by-nd'),
  'cc-by-nc-nd-4.0': cc('cc-by-nc-nd-4.0', 'by-nc-nd'),
  'cc0-1.0': {
    id: 'cc0-1.0',
    label: 'CC0 1.0',
    deed: 'https://creativecommons.org/publicdomain/zero/1.0/',
    creativeCommons: true,
  },
};

/** The licence of an id read from the database; all rights reserved for anything unknown. */
export function licenceOf(id: string | null | undefined): Licence {
  return LICENCES[id as LicenceId] ?? LICENCES['all-rights-reserved'];
}

/**
 * LICENSE.txt of a Creative Commons download (a release's ZIP, a track's sidecar): the
 * attribution the licence asks for, then one line per file when there are several.
 */
export function licenceText(
  work: { title: string; artist: string; licence: Licence },
  files: readonly string[] = [],
): string {
  const lines = [
    `"${work.title}" by ${work.artist} is licensed under ${work.licence.label}.`,
    `To view a copy of this licence, visit ${work.licence.deed}`,
    '',
    'Attribution: credit the artist and the title, link to the licence, and say if you made changes.',
    '',
  ];
  if (files.length > 0) lines.push('Tracks:', ...files.map((f) => `  ${f}`), '');
  return lines.join('\n');
}
