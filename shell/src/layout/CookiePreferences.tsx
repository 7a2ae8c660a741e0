import { useState } from 'react';
import { Button, Modal } from '@homeward/ui';
import { usePrerendering } from '@homeward/platform';
import styles from './CookiePreferences.module.css';
import { COOKIE_CATEGORIES, readCookiePreferences, saveCookiePreferences, type CookiePreferences } from './cookieConsent';

type Choice = Omit<CookiePreferences, 'decidedAt'>;

/** The privacy preference centre of spec 2.4/2.8: three optional categories, Strictly Necessary always on. */
export function CookiePreferencesPanel({ open, onOpen, onClose }: { open: boolean; onOpen: () => void; onClose: () => void }) {
  const [saved, setSaved] = useState(readCookiePreferences);
  const [choice, setChoice] = useState<Choice>(() => saved ?? { functional: true, performance: false, targeting: false });
  // A page drawn at build time cannot know whether this visitor has chosen: the banner waits for the browser.
  const prerendering = usePrerendering();

  const decide = (next: Choice) => {
    setSaved(saveCookiePreferences(next));
    setChoice(next);
    onClose();
  };

  return (
    <>
      {!saved && !open && !prerendering && (
        <section className={styles.banner} aria-label="Cookie notice">
          <p className={styles.bannerText}>
            Homeward uses cookies to keep you signed in and remember your searches. You choose whether we may also use them to
            measure and advertise.
          </p>
          <div className={styles.actions}>
            <Button variant="secondary" size="small" onClick={onOpen}>
              Manage preferences
            </Button>
            <Button size="small" onClick={() => decide({ functional: true, performance: true, targeting: true })}>
              Accept all
            </Button>
          </div>
        </section>
      )}
      <Modal open={open} onClose={onClose} title="Privacy preference centre" subtitle="Choose which cookies Homeward may use.">
        <div className={styles.category}>
          <h3>Strictly Necessary</h3>
          <span className={styles.always}>Always active</span>
          <p>Keep you signed in, protect your account and remember these choices. The site cannot work without them.</p>
        </div>
        {COOKIE_CATEGORIES.map((category) => (
          <div className={styles.category} key={category.key}>
            <h3 id={`cookie-${category.key}`}>{category.label}</h3>
            <label className={styles.switch}>
              <input
                type="checkbox"
                role="switch"
                aria-labelledby={`cookie-${category.key}`}
                checked={choice[category.key]}
                onChange={(event) => setChoice((c) => ({ ...c, [category.key]: event.target.checked }))}
              />
              {choice[category.key] ? 'On' : 'Off'}
            </label>
            <p>{category.description}</p>
          </div>
        ))}
        <div className={styles.footer}>
          <Button variant="secondary" onClick={() => decide({ functional: false, performance: false, targeting: false })}>
            Reject all
          </Button>
          <Button onClick={() => decide(choice)}>Save my choices</Button>
        </div>
      </Modal>
    </>
  );
}
