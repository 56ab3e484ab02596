import '../styles.css';

export { ReleasePage as default } from '../features/release/components/release-page.tsx';
