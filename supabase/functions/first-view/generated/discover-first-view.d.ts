// The declarations of mf-discover/src/first-view/discover-first-view.server.tsx, whose build
// (`pnpm build`) writes discover-first-view.js here; the entry is typed by the same contract.
import type {
  FirstPageRequest,
  ReadTrackFirstView,
  RenderDiscoverFirstView,
  RenderTrackFirstView,
} from '../contract.ts';

export declare const firstPageRequest: FirstPageRequest;
export declare const FIRST_VIEW_ROWS: number;
export declare const renderDiscoverFirstView: RenderDiscoverFirstView;
export declare const readTrackFirstView: ReadTrackFirstView;
export declare const renderTrackFirstView: RenderTrackFirstView;
