/**
 * The product's name, defined once: the edge functions (oEmbed provider_name, link-preview titles)
 * use it here, and the site gets it from @hifi/shared, which re-exports this file.
 */
export const PRODUCT_NAME = 'HiFi Audio';
