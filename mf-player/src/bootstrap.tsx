// Standalone mount: this remote served on its own (rsbuild dev/preview), without the shell,
// with data from the stack its /config.json names.
import 'tailwindcss/preflight.css';
import './styles.css';
import { mountStandalone } from '@hifi/shared/standalone';
import { StandalonePlayer } from './features/player/components/standalone-player.tsx';

void mountStandalone('mf_player', { '/': <StandalonePlayer /> });
