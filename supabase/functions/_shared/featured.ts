/**
 * Whose newest track Discover features when a build names nobody (PUBLIC_FEATURED_USERNAME; the
 * demo seed has 'ada'), defined once: @hifi/shared re-exports it, the first-view function reads
 * FEATURED_USERNAME, else this.
 */
export const DEFAULT_FEATURED_USERNAME = 'ada';
