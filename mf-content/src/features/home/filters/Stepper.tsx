import { useId } from 'react';
import { BEDS_BATHS_MAX, BEDS_BATHS_MIN, clampBedsBaths, formatBedsBaths } from '@homeward/domain';
import { columnClass, classes, primitiveStyles, rowClass } from '@homeward/ui';
import styles from './HomeFilters.module.css';

const stepperButton = classes(primitiveStyles.roundButton, styles.stepperButton);

/**
 * A 0–20 counter shown as '2+' (spec 5); the value is announced as it changes. At a bound the
 * button stays focusable (aria-disabled) so keyboard focus is not thrown away.
 */
export function Stepper({ label, noun, value, onChange }: { label: string; noun: string; value: number; onChange: (value: number) => void }) {
  const id = useId();
  const display = formatBedsBaths(value);
  return (
    <div className={columnClass({ gap: 1 })} role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className={styles.stepperLabel}>
        {label}
      </span>
      <div className={rowClass({ inline: true, align: 'center', gap: 2 })}>
        <button
          type="button"
          className={stepperButton}
          aria-label={`Fewer ${noun}`}
          aria-disabled={value <= BEDS_BATHS_MIN || undefined}
          onClick={() => value > BEDS_BATHS_MIN && onChange(clampBedsBaths(value - 1))}
        >
          −
        </button>
        <output className={styles.stepperValue} aria-live="polite" aria-label={`${label}: ${display}`}>
          {display}
        </output>
        <button
          type="button"
          className={stepperButton}
          aria-label={`More ${noun}`}
          aria-disabled={value >= BEDS_BATHS_MAX || undefined}
          onClick={() => value < BEDS_BATHS_MAX && onChange(clampBedsBaths(value + 1))}
        >
          +
        </button>
      </div>
    </div>
  );
}
