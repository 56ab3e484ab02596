import '../styles.css';

export { DiscoverPage as default } from '../features/discover/components/discover-page.tsx';
