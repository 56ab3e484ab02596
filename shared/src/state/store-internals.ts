/**
 * The store's internals, for code that runs outside the page's shared singleton: the apps' tests
 * and stories (they set up a session, a player or an upload and read what a component did) and
 * the first view's server renderings. Apps' code in a page reaches the store through the hooks
 * of @hifi/shared, which shares the store as a singleton; this subpath is not shared, so code in a
 * page that used it would get a store of its own.
 */
export * as playerAtoms from './player/player-atoms.ts';
export { sessionAtom } from './session-atom.ts';
export { hifiStore } from './store.ts';
export { uploadProgressAtom } from './upload-progress.ts';
