import '../styles.css';

export { RecentPage as default } from '../features/recent/components/recent-page.tsx';
