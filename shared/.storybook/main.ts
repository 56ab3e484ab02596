/**
 * One Storybook for the whole workspace: shared's UI kit, the shell's and every remote's
 * components (colocated *.stories.tsx). One build instead of seven keeps CI time low on two cores,
 * and designers review every component in one place. The stories import components directly,
 * not through Module Federation, so the remotes need not be running.
 *
 * HIFI_STORIES=<package folder> (shared, shell or an mf-* remote) limits it to that package's
 * stories and the introduction: each remote's `storybook` and `build-storybook` scripts set it,
 * so a remote runs its stories alone with the same preview, theme and network mocks.
 */
import { existsSync } from 'node:fs';
import type { StorybookConfig } from 'storybook-react-rsbuild';

const everyPackage = ['../src', '../../shell/src', '../../mf-*/src'];

function storyFolders(only: string | undefined): string[] {
  if (!only) return everyPackage;
  const folder = only === 'shared' ? '../src' : `../../${only}/src`;
  if (!/^(shared|shell|mf-[a-z]+)$/.test(only) || !existsSync(new URL(folder, import.meta.url)))
    throw new Error(`HIFI_STORIES=${only}: expected shared, shell or an mf-* folder of the workspace`);
  return [folder];
}

const config: StorybookConfig = {
  stories: [
    './introduction.mdx',
    ...storyFolders(process.env.HIFI_STORIES).map((folder) => `${folder}/**/*.stories.tsx`),
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', 'storybook-addon-pseudo-states'],
  framework: { name: 'storybook-react-rsbuild', options: {} },
  core: { disableTelemetry: true },
  // react-docgen (not react-docgen-typescript, which fails on TypeScript 7) fills the props tables.
  typescript: { reactDocgen: 'react-docgen' },
  // msw's service worker (mockServiceWorker.js), so page stories get their data from the network.
  staticDirs: ['./public'],
};
export default config;
