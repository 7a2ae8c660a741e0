import { PasswordForm } from '../features/settings/PasswordForm';
import { AdminFrame } from '../shared/AdminFrame';

/** /admin/settings: the manager's own account. */
export default function SettingsPage() {
  return (
    <AdminFrame title="Settings" intro="Your manager account.">
      <PasswordForm />
    </AdminFrame>
  );
}
