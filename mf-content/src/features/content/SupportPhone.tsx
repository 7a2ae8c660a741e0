import { formatSupportPhone, useSiteConfig } from '@homeward/platform';
import { company } from '../../content/company';

/**
 * The support phone line, when the deployment has one configured; otherwise nothing (the pages
 * around it always give the email address as well).
 */
export function SupportPhone({ lead = 'Phone: ' }: { lead?: string }) {
  const phone = useSiteConfig()?.supportPhone;
  if (!phone) return null;
  return (
    <p>
      {lead}
      <a href={`tel:+1${phone}`}>{formatSupportPhone(phone)}</a> ({company.supportHours})
    </p>
  );
}
