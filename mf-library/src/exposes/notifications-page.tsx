import '../styles.css';

export { NotificationsPage as default } from '../features/notifications/components/notifications-page.tsx';
