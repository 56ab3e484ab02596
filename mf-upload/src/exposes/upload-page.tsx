import '../styles.css';

export { UploadPage as default } from '../features/upload/components/upload-page.tsx';
