import { Navigate, useLocation } from 'react-router';
import { sitePages } from '@homeward/contracts';
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
  if (!found) return <Navigate to={sitePages.becomeAPartner} replace />;
  return <ApplicationFlow key={pathname.toLowerCase()} programme={found.programme} step={found.step} />;
}
