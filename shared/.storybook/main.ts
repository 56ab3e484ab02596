/**
 * One Storybook for the whole workspace: shared's UI kit, the shell's and every remote's
 * components (colocated *.stories.tsx). One build instead of seven keeps CI time low on two cores,
 * and designers review every component in one place. The stories import components directly,
 * not through Module Federation, so the remotes need not be running.
 */
import type { StorybookConfig } from 'storybook-react-rsbuild';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx', '../../shell/src/**/*.stories.tsx', '../../mf-*/src/**/*.stories.tsx'],
  framework: { name: 'storybook-react-rsbuild', options: {} },
  core: { disableTelemetry: true },
  typescript: { reactDocgen: false },
};
export default config;
