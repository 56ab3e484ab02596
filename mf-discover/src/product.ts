/** The product name in page titles ('{title} | {product name}'); the shell's header shows the same. */
export const PRODUCT_NAME = 'HiFi Audio';
