import { useSupportEmail } from '@homeward/platform';

/** The deployment's support address as a mail link (site config). */
export function SupportEmailLink() {
  const email = useSupportEmail();
  return email ? <a href={`mailto:${email}`}>{email}</a> : null;
}
