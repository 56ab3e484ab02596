// Standalone mount: this remote served on its own (rsbuild dev/preview), without the shell,
// with data from the stack its /config.json names.
import 'tailwindcss/preflight.css';
import './styles.css';
import { mountStandalone } from '@hifi/shared/standalone';
import { EmbedPlayer } from './features/embed/components/embed-player.tsx';

void mountStandalone(
  'mf_embed',
  { '/embed/audio/:id': <EmbedPlayer />, '/embed/release/:id': <EmbedPlayer /> },
  // Embeds do no session work, alone as inside the shell.
  { home: '/embed/audio/demo', session: false },
);
