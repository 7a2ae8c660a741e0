import { Link, Navigate, useLocation } from 'react-router';
import { paths } from '@homeward/contracts';
import { usePageTitle } from '@homeward/platform';
import { Section, SECTIONS, sectionAt, type SectionName } from './Sections';
import styles from './Pages.module.css';

/** /become-a-partner/sections/{name}: one section on its own page. */
function SectionView({ name }: { name: SectionName }) {
  usePageTitle(`${SECTIONS[name].title} · Become a partner`);
  return (
    <div className={styles.page}>
      <p className={styles.back}>
        <Link to={paths.partner.becomeAPartner.href()}>All partner programmes</Link>
      </p>
      <Section name={name} heading="h1" />
    </div>
  );
}

/** The section its path names; an unknown one leads to the partner programmes. */
export default function SectionPage() {
  const name = sectionAt(useLocation().pathname);
  return name ? <SectionView name={name} /> : <Navigate to={paths.partner.becomeAPartner.href()} replace />;
}
