// Standalone mount: this remote served on its own (rsbuild dev/preview), without the shell.
import 'tailwindcss/preflight.css';
import './styles.css';
import { mountStandalone } from '@hifi/shared';
import { EmbedPlayer } from './features/embed/components/embed-player.tsx';

mountStandalone('mf_embed', { '/embed/audio/:id': <EmbedPlayer /> }, '/embed/audio/demo');
