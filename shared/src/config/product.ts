/** The product name in the header and in page titles ('{title} | {product name}'). */
export { PRODUCT_NAME } from '../../../supabase/functions/_shared/product.ts';
