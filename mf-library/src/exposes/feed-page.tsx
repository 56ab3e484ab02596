import '../styles.css';

export { FeedPage as default } from '../features/feed/components/feed-page.tsx';
