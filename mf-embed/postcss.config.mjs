import tailwind from '@tailwindcss/postcss';
import { scopeUtilities } from '../shared/mf/postcss-scope-utilities.mjs';

export default { plugins: [tailwind(), scopeUtilities({ root: '[data-remote="mf_embed"]' })] };
