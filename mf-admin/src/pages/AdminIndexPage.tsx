import { Navigate } from 'react-router';
import { paths } from '@homeward/contracts';

/** /admin: the admin's home. */
export default function AdminIndexPage() {
  return <Navigate to={paths.admin.home.href()} replace />;
}
