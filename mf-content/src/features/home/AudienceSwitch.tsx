import { audienceOptions, type Audience } from '../../content/home';
import styles from './Home.module.css';

/** For Buyers / For Sellers: two toggle buttons, one pressed. */
export function AudienceSwitch({ value, onChange }: { value: Audience; onChange: (value: Audience) => void }) {
  return (
    <div className={styles.switch} role="group" aria-label="Show information for">
      {audienceOptions.map((option) => (
        <button
          key={option.value}
          type="button"
          className={styles.switchButton}
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
