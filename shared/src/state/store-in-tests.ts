/**
 * The store's internals, for the apps' tests and stories only: they set up a session, a player or
 * an upload and read what a component did. Apps' code reaches the store through the hooks of
 * @hifi/shared, which shares the store as a singleton; this subpath is not shared, so code that
 * ran with it in a page would get a store of its own.
 */
export * as playerAtoms from './player/player-atoms.ts';
export { sessionAtom } from './session-atom.ts';
export { hifiStore } from './store.ts';
export { uploadProgressAtom } from './upload-progress.ts';
