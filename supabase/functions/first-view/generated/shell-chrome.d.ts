// The declarations of shell/src/first-view/shell-chrome.server.tsx, whose build (`pnpm build`)
// writes shell-chrome.js here; the entry is typed by the same contract.
import type { RenderShellChrome } from '../contract.ts';

export declare const renderShellChrome: RenderShellChrome;
export declare const FIRST_VIEW_ID: string;
export declare const FIRST_VIEW_DATA_ID: string;
export declare const APP_TAGS_ID: string;
export declare const BOOT_SCRIPT: string;
