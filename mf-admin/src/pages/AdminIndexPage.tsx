import { Navigate } from 'react-router';
import { pagePaths } from '@homeward/contracts';

/** /admin: the admin's home. */
export default function AdminIndexPage() {
  return <Navigate to={pagePaths.adminHome()} replace />;
}
