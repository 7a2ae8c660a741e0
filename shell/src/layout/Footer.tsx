import { Link } from 'react-router';
import { SOCIAL_NETWORKS } from '@homeward/contracts';
import { formatSupportPhone, useSession, useSiteConfig, useSupportEmail } from '@homeward/platform';
import styles from './Footer.module.css';
import { FOOTER_PARTNER_LINKS, navItems, partnerHref } from './navigation';

export const ACCOUNT_DELETION_PATH = '/user/homeward-account-deletion';

/** Spec 2.4 footer: Products, Partners, Company, Contact us, legal links and social links. */
export function Footer({ onCookiePreferences }: { onCookiePreferences: () => void }) {
  const signedIn = useSession((s) => s.status === 'signed-in');
  const products = navItems(false, signedIn);
  // Social accounts and the phone line are deployment settings; unset ones are not shown.
  const site = useSiteConfig();
  const supportEmail = useSupportEmail();
  const social = SOCIAL_NETWORKS.flatMap((n) => (site?.social[n.key] ? [{ ...n, href: site.social[n.key] }] : []));
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.columns}>
          <section aria-labelledby="footer-products">
            <h2 id="footer-products" className={styles.heading}>
              Products
            </h2>
            <ul className={styles.list}>
              {products.map((item) => (
                <li key={item.label}>
                  <Link to={item.to}>{item.label}</Link>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="footer-partners">
            <h2 id="footer-partners" className={styles.heading}>
              Partners
            </h2>
            <ul className={styles.list}>
              {FOOTER_PARTNER_LINKS.map((item) => (
                <li key={item.label}>
                  <Link to={partnerHref(item.to, signedIn)}>{item.label}</Link>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="footer-company">
            <h2 id="footer-company" className={styles.heading}>
              Company
            </h2>
            <ul className={styles.list}>
              <li>
                <Link to="/about">About Us</Link>
              </li>
              <li>
                <Link to="/sitemap">Sitemap</Link>
              </li>
            </ul>
          </section>
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact" className={styles.heading}>
              Contact us
            </h2>
            <ul className={styles.list}>
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
                <Link to={ACCOUNT_DELETION_PATH}>Account Deletion</Link>
              </li>
            </ul>
          </section>
        </div>
        <div className={styles.bottom}>
          <div className={styles.legal}>
            <span>© {new Date().getFullYear()} Homeward</span>
            <Link to="/privacy-policy">Privacy Policy</Link>
            <Link to="/terms-of-use">Terms of Use</Link>
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
