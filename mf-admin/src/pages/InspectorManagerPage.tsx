import { PartnerApplications } from '../features/partners/PartnerApplications';
import { AdminFrame } from '../shared/AdminFrame';

/** /admin/inspector-manager: inspector, builder, lender and title-and-escrow applications; approve or reject. */
export default function InspectorManagerPage() {
  return (
    <AdminFrame title="Inspector manager" intro="Applications from inspectors, builders, lenders and title and escrow companies. Approving one creates the partner profile.">
      <PartnerApplications />
    </AdminFrame>
  );
}
