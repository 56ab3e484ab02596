// On a server (a first view, shared/mf/server-bundle-plugin.ts) nothing is fetched on demand: the
// render is synchronous, so a component still loading would be left out of the HTML and appear
// only once the app runs (a layout shift). The same components as ./on-demand.ts, drawn at once.

import { Select as SelectNow } from '../../ui/select.tsx';
import { AnalysisPanel as AnalysisPanelNow } from '../analysis/analysis-panel.tsx';
import { ShortcutsDialog as ShortcutsDialogNow } from '../player/shortcuts-dialog.tsx';
import { ShareDialog as ShareDialogNow } from '../share/share-dialog.tsx';
import { CoverEditor as CoverEditorNow } from '../track-form/cover-editor.tsx';
import type { OnDemand } from './lazy-component.tsx';

const now = <Props extends object>(component: (props: Props) => unknown): OnDemand<Props> =>
  Object.assign(component as OnDemand<Props>, { load: () => Promise.resolve(component) });

export const AnalysisPanel = now(AnalysisPanelNow);
export const ShareDialog = now(ShareDialogNow);
export const CoverEditor = now(CoverEditorNow);
export const ShortcutsDialog = now(ShortcutsDialogNow);
export const Select = now(SelectNow);
