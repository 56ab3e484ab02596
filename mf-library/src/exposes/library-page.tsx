import '../styles.css';

export { LibraryPage as default } from '../features/library/components/library-page.tsx';
