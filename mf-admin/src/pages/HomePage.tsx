import { HomeDashboard } from '../features/home/HomeDashboard';
import { AdminFrame } from '../shared/AdminFrame';

/** /admin/home: what needs a manager today, and the latest manager actions. */
export default function HomePage() {
  return (
    <AdminFrame title="Home" intro="What needs you today.">
      <HomeDashboard />
    </AdminFrame>
  );
}
