import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths, SOCIAL_NETWORKS } from '@homeward/contracts';
import { formatSupportPhone, useHydrating, useSession, useSiteConfig, useSupportEmail } from '@homeward/platform';
import { rowClass } from '@homeward/ui';
import styles from './Footer.module.css';
import { LinkItems } from './LinkItems';
import { FOOTER_PARTNER_LINKS, navItems, partnerHref, type NavItem } from './navigation';

const COMPANY_LINKS: NavItem[] = [
  { label: 'About Us', to: paths.content.about.href() },
  { label: 'Sitemap', to: paths.content.sitemap.href() },
];

/** One of the footer's columns: its heading (`id` names it) over its list. */
function Column({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {heading}
      </h2>
      <ul className={styles.list}>{children}</ul>
    </section>
  );
}

/** Spec 2.4 footer: Products, Partners, Company, Contact us, legal links and social links. */
export function Footer({ onCookiePreferences }: { onCookiePreferences: () => void }) {
  const signedIn = useSession((s) => s.status === 'signed-in');
  const products = navItems(false, signedIn);
  // Social accounts and the phone line are deployment settings; unset ones are not shown.
  // Hydrating, the footer is drawn as the server drew it, with no deployment settings but the address.
  const hydrating = useHydrating();
  const configured = useSiteConfig();
  const site = hydrating ? undefined : configured;
  const supportEmail = useSupportEmail();
  const social = SOCIAL_NETWORKS.flatMap((n) => (site?.social[n.key] ? [{ ...n, href: site.social[n.key] }] : []));
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.columns}>
          <Column id="footer-products" heading="Products">
            <LinkItems items={products} />
          </Column>
          <Column id="footer-partners" heading="Partners">
            <LinkItems items={FOOTER_PARTNER_LINKS.map((item) => ({ ...item, to: partnerHref(item.to, signedIn) }))} />
          </Column>
          <Column id="footer-company" heading="Company">
            <LinkItems items={COMPANY_LINKS} />
          </Column>
          <Column id="footer-contact" heading="Contact us">
            {supportEmail && (
              <li>
                <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
              </li>
            )}
            {site?.supportPhone && (
              <li>
                <a href={`tel:+1${site.supportPhone}`}>{formatSupportPhone(site.supportPhone)}</a>
              </li>
            )}
            <li>
              <p className={styles.note}>Open 7 am to 7 pm ET</p>
            </li>
            <li>
              <Link to={paths.account.deletion.href()}>Account Deletion</Link>
            </li>
          </Column>
        </div>
        <div className={styles.bottom}>
          <div className={rowClass({ wrap: true, gap: 4 })}>
            <span suppressHydrationWarning>© {new Date().getFullYear()} Homeward</span>
            <Link to={paths.content.privacyPolicy.href()}>Privacy Policy</Link>
            <Link to={paths.content.termsOfUse.href()}>Terms of Use</Link>
            <button type="button" className={styles.linkButton} onClick={onCookiePreferences}>
              Cookie preferences
            </button>
          </div>
          {social.length > 0 && (
            <ul className={`${styles.list} ${styles.social}`} aria-label="Homeward on social media">
              {social.map((network) => (
                <li key={network.key}>
                  <a href={network.href} rel="noopener noreferrer" target="_blank">
                    {network.label}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </footer>
  );
}
