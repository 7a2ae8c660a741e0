import { useId, useState } from 'react';
import { Button, classes, layoutStyles, rowClass, primitiveStyles } from '@homeward/ui';
import { buyerJourney } from '../../content/journey';
import { SmartLink } from '../../components/SmartLink';
import styles from './JourneyCarousel.module.css';

/**
 * The buyer journey as a step carousel (WAI-ARIA carousel pattern, no auto-rotation): previous
 * and next buttons, a step picker, and the current slide announced politely when it changes.
 */
export function JourneyCarousel() {
  const id = useId();
  const [index, setIndex] = useState(0);
  const step = buyerJourney[index];
  const count = buyerJourney.length;

  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>The buyer’s journey</h2>
      <ol className={rowClass({ wrap: true, gap: 2 }, primitiveStyles.plainList, styles.picker)} aria-label="Steps">
        {buyerJourney.map((s, i) => (
          <li key={s.title}>
            <button
              type="button"
              className={classes(primitiveStyles.roundButton, styles.pick)}
              aria-current={i === index ? 'step' : undefined}
              aria-label={`Step ${i + 1}: ${s.title}`}
              onClick={() => setIndex(i)}
            >
              {i + 1}
            </button>
          </li>
        ))}
      </ol>
      <div className={styles.viewport} aria-live="polite">
        <div role="group" aria-roledescription="slide" aria-label={`Step ${index + 1} of ${count}: ${step.title}`} className={classes(layoutStyles.card, styles.slide)}>
          <p className={styles.counter}>
            Step {index + 1} of {count}
          </p>
          <h3 className={styles.slideTitle}>{step.title}</h3>
          <p>{step.text}</p>
          <ul>
            {step.tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
          <p>
            <SmartLink to={step.link.to}>{step.link.text}</SmartLink>
          </p>
        </div>
      </div>
      <div className={rowClass({ justify: 'between', gap: 3 }, styles.controls)}>
        <Button variant="secondary" onClick={() => index > 0 && setIndex(index - 1)} aria-disabled={index === 0 || undefined}>
          Previous step
        </Button>
        <Button variant="secondary" onClick={() => index < count - 1 && setIndex(index + 1)} aria-disabled={index === count - 1 || undefined}>
          Next step
        </Button>
      </div>
    </section>
  );
}
