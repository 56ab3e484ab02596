/**
 * PostCSS plugin (runs after Tailwind): wraps an app's Tailwind utilities in `@scope`, so each
 * element of the page is styled by exactly one app's utility sheet. Without it, the same class
 * (e.g. `.hidden`) emitted again by a later-loaded remote sheet overrides an earlier sheet's
 * responsive variant (`md:block`), because across sheets only source order decides.
 * The shell scopes to the page minus the remote slots; a remote scopes to its own slot
 * (`[data-remote="<mf name>"]`, rendered by the shell's RemoteSlot and by the remote's bootstrap).
 *
 * @param {{ root: string, limit?: string }} options
 */
export function scopeUtilities({ root, limit }) {
  return {
    postcssPlugin: 'hifi-scope-utilities',
    /** @param {import('postcss').Root} css @param {{ AtRule: typeof import('postcss').AtRule }} helpers */
    OnceExit(css, { AtRule }) {
      css.walkAtRules('layer', (layer) => {
        if (layer.params !== 'utilities' || !layer.nodes?.length) return;
        const scope = new AtRule({ name: 'scope', params: limit ? `(${root}) to (${limit})` : `(${root})` });
        scope.append(layer.nodes.map((node) => node.clone()));
        layer.removeAll();
        layer.append(scope);
      });
    },
  };
}
scopeUtilities.postcss = true;
