// config.json and remotes.json start now, in parallel with the bootstrap chunk.
import './early-fetches.ts';

// The async boundary Module Federation needs before shared singletons are used.
import('./bootstrap.tsx');
