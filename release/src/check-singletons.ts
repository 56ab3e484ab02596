/**
 * `pnpm check:singletons` (CI, test:all): the release gate's rule over the workspace, before any
 * build. Each remote's declared Module Federation `shared` list must (1) declare every gated
 * singleton it depends on as a singleton, and (2) require versions the shell's own declaration
 * provides (the shell's `version`, else the version installed for it). `pnpm release` applies the
 * same rule to a built remote against the live shell (release.ts).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { releasableApps } from './apps.ts';
import {
  describeConflicts,
  gatedSingletons,
  type SharedRequirement,
  singletonConflicts,
} from './singleton-gate.ts';
import { repoRoot } from './site-dir.ts';

type SharedConfig = Record<
  string,
  { singleton?: boolean; requiredVersion?: string | false; version?: string }
>;

async function sharedOf(app: string): Promise<SharedConfig> {
  const config = (await import(join(repoRoot, app, 'module-federation.config.ts'))) as {
    default: { shared?: SharedConfig };
  };
  return config.default.shared ?? {};
}

/**
 * The version of a package the shell's build bundles: the shell's own dependency, else the one
 * @hifi/shared brings (jotai and supabase-js are imported only there). A subpath
 * (react/jsx-runtime) counts as its package.
 */
async function installedForShell(name: string): Promise<string | undefined> {
  const packageName = name.split('/').slice(0, name.startsWith('@') ? 2 : 1);
  for (const from of ['shell', 'shared']) {
    const file = join(repoRoot, from, 'node_modules', ...packageName, 'package.json');
    const text = await readFile(file, 'utf8').catch(() => undefined);
    if (text) return (JSON.parse(text) as { version: string }).version;
  }
  return name === '@hifi/shared'
    ? (JSON.parse(await readFile(join(repoRoot, 'shared', 'package.json'), 'utf8')) as { version: string })
        .version
    : undefined;
}

/** What the shell's declaration provides: its `version`, else the package installed for the shell. */
async function shellProvides(): Promise<Record<string, string>> {
  const provides: Record<string, string> = {};
  for (const [name, entry] of Object.entries(await sharedOf('shell'))) {
    const version = entry.version ?? (await installedForShell(name));
    if (version) provides[name] = version;
  }
  return provides;
}

/** Problems in the workspace's declarations, one line each. */
export async function workspaceSingletonProblems(): Promise<string[]> {
  const provides = await shellProvides();
  const problems: string[] = [];
  for (const app of Object.keys(releasableApps)) {
    const shared = await sharedOf(app);
    const pkg = JSON.parse(await readFile(join(repoRoot, app, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    for (const name of gatedSingletons) {
      const used = name === '@hifi/shared' || name in (pkg.dependencies ?? {});
      if (used && !shared[name]?.singleton) {
        problems.push(
          `${app} depends on ${name} but does not share it as a singleton (shared/mf/mf-shared.ts)`,
        );
      }
    }
    const requirements: SharedRequirement[] = Object.entries(shared).map(([name, entry]) => ({
      name,
      requiredVersion: entry.requiredVersion,
      version: entry.version,
    }));
    const conflicts = singletonConflicts(requirements, provides);
    if (conflicts.length > 0) problems.push(describeConflicts(app, conflicts, 'the shell'));
  }
  return problems;
}

if (process.argv[1]?.endsWith('check-singletons.ts')) {
  const problems = await workspaceSingletonProblems();
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  console.log(
    `singletons: ${Object.keys(releasableApps).length} remotes require what the shell provides (${gatedSingletons.join(', ')})`,
  );
}
