/**
 * The names a page with a first view is written with (supabase/functions/first-view) and read by:
 * the shell's boot script, the function (through the shell's server entry) and the app. Nothing
 * stateful here: the boot script imports it, and must stay small.
 */
export const FIRST_VIEW_ID = 'hifi-first-view';
export const FIRST_VIEW_DATA_ID = 'hifi-first-view-data';
/** the <template> the app's scripts and hints wait in until the boot script starts them */
export const APP_TAGS_ID = 'hifi-app-tags';
/** the boot script's path on the site (built from shell/src/first-view/boot.ts) */
export const BOOT_SCRIPT = '/first-view-boot.js';
/** What the boot script listens for: it carries early clicks and fields over then. */
export const FIRST_VIEW_RELEASED = 'hifi:first-view-released';
