import '../styles.css';

export { EmbedPlayer as default } from '../features/embed/components/embed-player.tsx';
