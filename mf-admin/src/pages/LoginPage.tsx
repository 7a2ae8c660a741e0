import { LoginForm } from '../features/auth/LoginForm';

/** /admin/login: the manager's sign-in, outside the admin frame. */
export default function LoginPage() {
  return <LoginForm />;
}
