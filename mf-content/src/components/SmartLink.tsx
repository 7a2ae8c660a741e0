import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { VisuallyHidden } from '@homeward/ui';
import { useAttribution } from '../shared/useAttribution';
import { attributedPath } from '@homeward/domain';

/** Internal paths go through the router (carrying any attribution); everything else is a plain link. */
export function SmartLink({ to, children, className }: { to: string; children: ReactNode; className?: string }) {
  const attribution = useAttribution();
  if (to.startsWith('/') && !to.startsWith('//')) {
    return (
      <Link to={attributedPath(to, attribution)} className={className}>
        {children}
      </Link>
    );
  }
  const external = /^https?:/.test(to);
  return (
    <a href={to} className={className} {...(external && { target: '_blank', rel: 'noopener noreferrer' })}>
      {children}
      {external && <VisuallyHidden> (opens in a new tab)</VisuallyHidden>}
    </a>
  );
}
