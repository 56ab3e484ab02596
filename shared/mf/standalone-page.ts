/**
 * What a remote's rsbuild config adds so its standalone page (index.html, mounted by
 * mountStandalone) works on its own: the dev server proxies the stack's API and /config.json
 * like the shell's does, and the page resolves its scripts from the site root, so a deep link
 * (/audio/{id}) loads the same chunks as /. Neither changes what the shell loads (mf-manifest).
 */
const stackUrl = process.env.HIFI_STACK_URL ?? 'http://localhost:3001';
const proxied = ['/rest', '/auth', '/storage', '/functions', '/oembed', '/config.json'];

export const standaloneProxy = Object.fromEntries(
  proxied.map((path) => [path, { target: stackUrl, changeOrigin: true, ws: true }]),
);

export const standaloneHtml = (title: string) => ({
  title,
  tags: [{ tag: 'base', attrs: { href: '/' }, head: true, append: false }],
});
