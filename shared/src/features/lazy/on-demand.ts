// The shared components that no first load needs: fetched when first shown (lazy-component.tsx).
import { lazyComponent } from './lazy-component.tsx';

export const AnalysisPanel = lazyComponent(() =>
  import('../analysis/analysis-panel.tsx').then((module) => module.AnalysisPanel),
);
export const ShareDialog = lazyComponent(() =>
  import('../share/share-dialog.tsx').then((module) => module.ShareDialog),
);
export const CoverEditor = lazyComponent(() =>
  import('../track-form/cover-editor.tsx').then((module) => module.CoverEditor),
);
export const ShortcutsDialog = lazyComponent(() =>
  import('../player/shortcuts-dialog.tsx').then((module) => module.ShortcutsDialog),
);
// No page of the site uses the kit's Radix Select today (Discover's filters are native selects).
export const Select = lazyComponent(() => import('../../ui/select.tsx').then((module) => module.Select));
