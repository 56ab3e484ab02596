import '../styles.css';

export { PlaylistPage as default } from '../features/playlists/components/playlist-page.tsx';
