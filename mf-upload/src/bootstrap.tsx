// Standalone mount: this remote served on its own (rsbuild dev/preview), without the shell.
import 'tailwindcss/preflight.css';
import './styles.css';
import { mountStandalone } from '@hifi/shared';
import { UploadPage } from './features/upload/components/upload-page.tsx';

mountStandalone('mf_upload', { '/upload': <UploadPage /> }, '/upload');
