/**
 * Preload hints in the shell's index.html for what its async boundary loads before the first
 * render: the `bootstrap` chunk group (the dynamic import in src/index.ts) and the shell's own
 * copies of the shared singletons (React, the router, @hifi/shared, supabase-js …), which Module
 * Federation loads as chunks of their own from the share scope the shell provides. Without the
 * hints the browser learns of these files only once the first chunk has downloaded and run, one
 * network step later (fewer serial steps before the first card:
 * docs/architecture.md#what-a-phone-downloads). Lazy pages (sign-in, settings …) are left out.
 * Written at build time, so a deployment that serves the files as they are keeps them.
 */
import type { RsbuildPlugin, Rspack } from '@rsbuild/core';

/** The webpackChunkName the async boundary's import carries (src/index.ts). */
export const BOOTSTRAP_CHUNK_GROUP = 'bootstrap';

type ChunkGroup = Rspack.ChunkGroup;

/**
 * A group made for a singleton the shell provides. The shell's start consumes every one of them
 * (sharedSingletons is the list of what the apps use), and being first on the page, with
 * 'loaded-first', its own copies are the ones loaded.
 */
const isProvidedSingleton = (group: ChunkGroup) =>
  group.origins.some((origin) => origin.module?.identifier().startsWith('provide shared module'));

export const pluginPreloadBootstrap = (): RsbuildPlugin => ({
  name: 'hifi:preload-bootstrap',
  setup(api) {
    api.modifyHTMLTags((tags, { compilation, assetPrefix }) => {
      const bootstrap = compilation.namedChunkGroups.get(BOOTSTRAP_CHUNK_GROUP);
      const entry = compilation.entrypoints.get('index');
      if (!bootstrap || !entry) {
        throw new Error(
          `[hifi:preload-bootstrap] no entry 'index' or chunk group '${BOOTSTRAP_CHUNK_GROUP}'`,
        );
      }
      const singletons = [...entry.childrenIterable].filter(isProvidedSingleton);
      const files = [...new Set([bootstrap, ...singletons].flatMap((group) => group.getFiles()))];
      const prefix = assetPrefix.replace(/\/?$/, '/');
      const hints = files
        .filter((file) => /\.(js|css)$/.test(file))
        .map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: file.endsWith('.css') ? 'style' : 'script', href: `${prefix}${file}` },
        }));
      // The first chunk still goes first: the hints follow it, and a deferred script is fetched
      // at low priority otherwise, behind the hints it makes useful.
      const headTags = tags.headTags.map((tag) =>
        tag.tag === 'script' && tag.attrs?.src
          ? { ...tag, attrs: { ...tag.attrs, fetchpriority: 'high' } }
          : tag,
      );
      return { ...tags, headTags: [...headTags, ...hints] };
    });
  },
});
