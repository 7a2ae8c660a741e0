import { Navigate, useLocation } from 'react-router';
import { paths } from '@homeward/contracts';
import { applicationStepAt } from '../programmes';
import { ApplicationFlow } from './ApplicationFlow';

/**
 * A step of a programme's application: /become-a-partner/{programme}/{step} for builders, lenders,
 * loan brokers and title and escrow companies, /inspections/inspector/* for inspectors. Any other
 * programme or step leads to the partner programmes.
 */
export default function ApplicationPage() {
  const { pathname } = useLocation();
  const found = applicationStepAt(pathname);
  if (!found) return <Navigate to={paths.partner.becomeAPartner.href()} replace />;
  return <ApplicationFlow key={pathname.toLowerCase()} programme={found.programme} step={found.step} />;
}
