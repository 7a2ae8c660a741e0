import { UsersList } from '../features/users/UsersList';
import { AdminFrame } from '../shared/AdminFrame';

/** /admin/user-manager: every account, with suspend and restore. */
export default function UsersPage() {
  return (
    <AdminFrame title="User manager" intro="Every Homeward account: contact details, agent status and partner profiles.">
      <UsersList />
    </AdminFrame>
  );
}
