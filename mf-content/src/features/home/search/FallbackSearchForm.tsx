import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { storageKeys, writeString } from '@homeward/platform';
import { Button } from '@homeward/ui';
import { attributedPath } from '@homeward/domain';
import { useAttribution } from '../../../shared/useAttribution';
import { buildSearchUrl, type SearchFilters, type SearchTarget } from './buildSearchUrl';
import styles from './Search.module.css';

/** The keys a chosen suggestion would set (spec 4.7), so the search page shows where we are. */
function rememberWhere(target: Extract<SearchTarget, { ok: true }>) {
  if (target.city) {
    writeString(storageKeys.searchedCity, `${target.city}, ${target.state}`);
    writeString(storageKeys.formattedAddress, `${target.city}, ${target.state}, USA`);
  } else if (target.zip) {
    writeString(storageKeys.searchedCity, `${target.zip}, ${target.state}`);
  }
  writeString(storageKeys.state, target.state);
}

/**
 * The search the home page offers when the search slice's bar cannot be loaded: a plain form
 * that understands 'City, ST' and zip codes and goes straight to the listings page.
 */
export function FallbackSearchForm({
  filters = {},
  onRetry,
  onNavigate,
}: {
  filters?: SearchFilters;
  onRetry?: () => void;
  /** Where the search goes; embedded widgets open the full site instead of navigating in their frame. */
  onNavigate?: (path: string) => void;
}) {
  const id = useId();
  const navigate = useNavigate();
  const attribution = useAttribution();
  const [text, setText] = useState('');
  const [error, setError] = useState<{ message: string; notAvailable: boolean } | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const target = buildSearchUrl(text, filters);
    if (!target.ok) {
      setError({ message: target.message, notAvailable: target.reason === 'not-available' });
      return;
    }
    setError(null);
    rememberWhere(target);
    const path = attributedPath(target.path, attribution);
    if (onNavigate) onNavigate(path);
    else navigate(path);
  };

  return (
    <form role="search" aria-label="Search homes" className={styles.form} noValidate onSubmit={onSubmit}>
      <div className={styles.field}>
        <label htmlFor={`${id}-location`} className={styles.label}>
          Location
        </label>
        <input
          id={`${id}-location`}
          name="location"
          className={[styles.input, error && styles.invalid].filter(Boolean).join(' ')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="City, State or Zip"
          autoComplete="address-level2"
          enterKeyHint="search"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        />
        <p id={`${id}-hint`} className={styles.hint}>
          For example Bellevue, WA or 02139
        </p>
      </div>
      <Button type="submit" className={styles.submit}>
        Search
      </Button>
      <div className={styles.messages} aria-live="polite">
        {error && (
          <p id={`${id}-error`} className={error.notAvailable ? styles.notAvailable : styles.error}>
            {error.message}
            {error.notAvailable && ' We serve Washington and Massachusetts today.'}
          </p>
        )}
      </div>
      {onRetry && (
        <p className={styles.retry}>
          The full search bar did not load.{' '}
          <Button variant="link" onClick={onRetry}>
            Try loading it again
          </Button>
        </p>
      )}
    </form>
  );
}
