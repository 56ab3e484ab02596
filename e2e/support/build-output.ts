/**
 * What an app's build folder must hold (docs/architecture.md#build-ids): every JS file it emitted
 * starts with its build id's banner, and a remote's output names no other app.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { remoteApps } from './deploy.ts';
import { repoRoot } from './e2e-env.ts';

export const mfNames = remoteApps.map((app) => app.replace('-', '_'));

/** The JS, HTML and JSON the build emitted, as one text. */
export async function builtText(dir: string): Promise<string> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile() && /\.(js|html|json)$/.test(e.name));
  const texts = await Promise.all(files.map((e) => readFile(join(e.parentPath, e.name), 'utf8')));
  return texts.join('\n');
}

/**
 * The JS files the build emitted that do not start with its build id's banner (files the app
 * keeps in public/ are copied as they are); throws when it emitted none.
 */
export async function unstampedScripts(app: string, dir: string, buildId: string): Promise<string[]> {
  const copied = new Set(await readdir(join(repoRoot, app, 'public'), { recursive: true }).catch(() => []));
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const scripts = entries.filter(
    (e) =>
      e.isFile() && e.name.endsWith('.js') && !copied.has(join(e.parentPath, e.name).slice(dir.length + 1)),
  );
  if (scripts.length === 0) throw new Error(`${app}'s build in ${dir} has no JS file`);
  const heads = await Promise.all(scripts.map((e) => readFile(join(e.parentPath, e.name), 'utf8')));
  return scripts.filter((_, i) => !heads[i]?.startsWith(`/*! hifi-build: ${buildId} */`)).map((e) => e.name);
}

/** A remote's build alone: its manifest names it and its build, and nothing in it names another app. */
export async function remoteBuildFacts(app: string, dir: string, buildId: string) {
  const manifest = JSON.parse(await readFile(join(dir, 'mf-manifest.json'), 'utf8')) as {
    name: string;
    exposes: { name: string }[];
    metaData: { buildInfo: { buildVersion: string } };
  };
  const ownName = app.replace('-', '_');
  const text = await builtText(dir);
  return {
    name: manifest.name,
    build: manifest.metaData.buildInfo.buildVersion,
    exposes: manifest.exposes.length > 0,
    unstamped: await unstampedScripts(app, dir, buildId),
    othersNamed: mfNames.filter((name) => name !== ownName && text.includes(name)),
  };
}
