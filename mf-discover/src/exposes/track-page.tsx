import '../styles.css';

export { TrackPage as default } from '../features/track/components/track-page.tsx';
