import { useEffect, useState } from 'react';
import { useAfterFirstPaint } from '@homeward/platform';
import { useLocation } from 'react-router';
import { homeFaq } from '../content/faq';
import { hero, type Audience } from '../content/home';
import { AppBanner } from '../features/home/AppBanner';
import { AudienceSwitch } from '../features/home/AudienceSwitch';
import { ComparisonTable } from '../features/home/ComparisonTable';
import { Faq } from '../features/home/Faq';
import { HomeTabs } from '../features/home/HomeTabs';
import { HowItWorks } from '../features/home/HowItWorks';
import { ServiceArea } from '../features/home/ServiceArea';
import { Testimonials } from '../features/home/Testimonials';
import { RateCards } from '../features/rates/RateCards';
import styles from '../features/home/Home.module.css';

export default function HomePage() {
  const [audience, setAudience] = useState<Audience>('buyers');
  const { hash } = useLocation();
  // The sections below the hero are drawn once it has painted; a screen-high block keeps the footer
  // below the fold until then. A link to a section (/#faq) draws everything at once.
  const showSections = useAfterFirstPaint(hash.length > 1);

  // Links such as /#faq land on their section once the page has drawn.
  useEffect(() => {
    if (hash.length > 1) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash, showSections]);

  return (
    <div className={styles.home}>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={styles.heroInner}>
          <AudienceSwitch value={audience} onChange={setAudience} />
          <h1 id="home-title">{hero[audience].heading}</h1>
          <p className={styles.heroText}>{hero[audience].text}</p>
          <HomeTabs />
        </div>
      </section>
      {showSections ? (
        <div className={styles.sections}>
          <HowItWorks audience={audience} />
          <RateCards />
          <ComparisonTable />
          <Testimonials />
          <AppBanner />
          <Faq items={homeFaq} />
          <ServiceArea />
        </div>
      ) : (
        <div className={styles.sectionsPending} />
      )}
    </div>
  );
}
