import { startTransition, useEffect, useState } from 'react';
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

/**
 * The sections below the hero are drawn once the hero has painted, in a transition of their own:
 * the first render and commit (one task that blocks input) then holds the hero alone. Until
 * then a screen-high block stands in for them, so the footer stays below the fold and nothing in
 * view moves when they arrive. A link to a section (/#faq) draws everything at once.
 */
function useAfterFirstPaint(now: boolean): boolean {
  const [ready, setReady] = useState(now);
  useEffect(() => {
    if (ready) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setReady(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready]);
  return ready;
}

export default function HomePage() {
  const [audience, setAudience] = useState<Audience>('buyers');
  const { hash } = useLocation();
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
