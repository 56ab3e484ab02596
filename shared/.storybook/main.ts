/**
 * One Storybook for the whole workspace: shared's UI kit, the shell's and every remote's
 * components (colocated *.stories.tsx). One build instead of seven keeps CI time low on two cores,
 * and designers review every component in one place. The stories import components directly,
 * not through Module Federation, so the remotes need not be running.
 */
import type { StorybookConfig } from 'storybook-react-rsbuild';

const config: StorybookConfig = {
  stories: [
    './introduction.mdx',
    '../src/**/*.stories.tsx',
    '../../shell/src/**/*.stories.tsx',
    '../../mf-*/src/**/*.stories.tsx',
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
