import { Composer } from '../features/notifications/Composer';
import { Deliveries } from '../features/notifications/Deliveries';
import { SentNotices } from '../features/notifications/SentNotices';
import { AdminFrame } from '../shared/AdminFrame';

/** /admin/notification: compose a notice to a user or a group, the notices sent so far, and the platform's emails and texts. */
export default function NotificationsPage() {
  return (
    <AdminFrame title="Notifications" intro="Send a notice that users see in their account, to one person or a whole group, and follow the emails and texts the platform sends.">
      <Composer />
      <SentNotices />
      <Deliveries />
    </AdminFrame>
  );
}
