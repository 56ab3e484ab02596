/** The remotes a team releases on its own (docs/architecture.md#packages): app folder → MF name. */
export const releasableApps = {
  'mf-discover': 'mf_discover',
  'mf-upload': 'mf_upload',
  'mf-library': 'mf_library',
  'mf-player': 'mf_player',
  'mf-embed': 'mf_embed',
} as const;

export type App = keyof typeof releasableApps;

export const isApp = (name: string): name is App => Object.hasOwn(releasableApps, name);

export function appNamed(name: string | undefined): App {
  if (name && isApp(name)) return name;
  throw new Error(
    `${name ? `unknown app "${name}"` : 'no app named'}: one of ${Object.keys(releasableApps).join(', ')}`,
  );
}
