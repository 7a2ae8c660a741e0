import { useId } from 'react';
import styles from './Stepper.module.css';
import { classes, primitiveStyles, rowClass } from './styles';

export interface StepperProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  /** How the value reads on screen, e.g. '3+'. */
  format?: (value: number) => string;
  /** How the value is announced, e.g. '3 or more bedrooms'. */
  describe?: (value: number) => string;
}

/**
 * A counter with minus and plus buttons, exposed as a spin button: arrow keys, Home and End work
 * on the value, and the buttons stop at the bounds.
 */
export function Stepper({ label, value, onChange, min = 0, max = 20, format = String, describe }: StepperProps) {
  const labelId = useId();
  const set = (next: number) => onChange(Math.min(max, Math.max(min, next)));
  return (
    <div className={rowClass({ align: 'center', justify: 'between', gap: 3 })}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <div className={rowClass({ inline: true, align: 'center', gap: 2 })}>
        <button
          type="button"
          className={classes(primitiveStyles.roundButton, styles.button)}
          onClick={() => set(value - 1)}
          disabled={value <= min}
          aria-label={`Fewer ${label.toLowerCase()}`}
        >
          <span aria-hidden="true">−</span>
        </button>
        <div
          role="spinbutton"
          tabIndex={0}
          className={styles.value}
          aria-labelledby={labelId}
          aria-valuemin={min}
          aria-valuemax={max}
          aria-valuenow={value}
          aria-valuetext={describe ? describe(value) : format(value)}
          onKeyDown={(event) => {
            const keys: Record<string, number> = { ArrowUp: value + 1, ArrowRight: value + 1, ArrowDown: value - 1, ArrowLeft: value - 1, Home: min, End: max, PageUp: value + 5, PageDown: value - 5 };
            if (event.key in keys) {
              event.preventDefault();
              set(keys[event.key]);
            }
          }}
        >
          {format(value)}
        </div>
        <button
          type="button"
          className={classes(primitiveStyles.roundButton, styles.button)}
          onClick={() => set(value + 1)}
          disabled={value >= max}
          aria-label={`More ${label.toLowerCase()}`}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
