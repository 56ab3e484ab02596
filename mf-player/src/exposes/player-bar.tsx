import '../styles.css';

export { PlayerBar as default } from '../features/player/components/player-bar.tsx';
