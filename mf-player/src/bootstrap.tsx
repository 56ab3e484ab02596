// Standalone mount: this remote served on its own (rsbuild dev/preview), without the shell.
import 'tailwindcss/preflight.css';
import './styles.css';
import { mountStandalone } from '@hifi/shared';
import { PlayerBar } from './features/player/components/player-bar.tsx';

mountStandalone('mf_player', { '/': <PlayerBar /> });
