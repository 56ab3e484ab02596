/**
 * Writes shared-versions.json beside the shell's index.html: the build id and the version of
 * each singleton this shell provides to the page. `pnpm release` reads it from the live shell to
 * refuse a remote whose requirements the shell cannot satisfy (release/src/singleton-gate.ts).
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import { currentBuildId } from './build-id-plugin.ts';
import { providedVersions } from './mf-shared.ts';

export const SHARED_VERSIONS_FILE = 'shared-versions.json';

export interface SharedVersions {
  build: string;
  provides: Record<string, string>;
}

export const pluginSharedVersions = (): RsbuildPlugin => ({
  name: 'hifi:shared-versions',
  setup(api) {
    api.onAfterBuild(async () => {
      if (api.context.action !== 'build') return;
      const published: SharedVersions = { build: currentBuildId(), provides: providedVersions() };
      await writeFile(
        join(api.context.distPath, SHARED_VERSIONS_FILE),
        `${JSON.stringify(published, null, 2)}\n`,
      );
    });
  },
});
