// config.json and remotes.json start now, in parallel with the bootstrap chunk.
import './early-fetches.ts';

// The async boundary Module Federation needs before shared singletons are used.
// Named so the build can put preload hints for its chunks in index.html (preload-bootstrap-plugin.ts).
import(/* webpackChunkName: "bootstrap" */ './bootstrap.tsx');
