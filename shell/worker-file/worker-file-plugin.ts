/**
 * In a production build, `import W from './x.ts?worker'` builds the worker as a script of its own
 * with no Module Federation runtime in it (worker-file-loader.mjs says why). The dev server keeps
 * Rsbuild's own `?worker` (a child compilation there trips hot reload's check that every chunk
 * comes from one build), as do Storybook and Vitest: a runtime too many costs nothing there.
 */
import { fileURLToPath } from 'node:url';
import type { RsbuildPlugin } from '@rsbuild/core';

const loader = fileURLToPath(new URL('./worker-file-loader.mjs', import.meta.url));

export const pluginWorkerFile = (): RsbuildPlugin => ({
  name: 'hifi:worker-file',
  setup(api) {
    api.modifyBundlerChain((chain, { CHAIN_ID, isProd }) => {
      if (!isProd) return;
      chain.module
        .rule(CHAIN_ID.RULE.JS)
        .oneOf(CHAIN_ID.ONE_OF.JS_WORKER)
        .use(CHAIN_ID.USE.WORKER_QUERY)
        .loader(loader);
    });
  },
});
