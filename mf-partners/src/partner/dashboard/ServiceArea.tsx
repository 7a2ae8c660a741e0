import { useState, type FormEvent } from 'react';
import { type PartnerType } from '@homeward/contracts';
import { SERVICE_STATES } from '@homeward/contracts/signed-in';
import { ApiError, bus } from '@homeward/platform';
import { Button } from '@homeward/ui';
import { useSaveArea } from '../api';
import { parseZipList } from '../application/draft';
import styles from './Dashboard.module.css';

/** The partner's own service area: which requests are routed to them. */
export function ServiceArea({ partnerType, states, zips }: { partnerType: PartnerType; states: string[]; zips: string[] }) {
  const save = useSaveArea(partnerType);
  const [chosen, setChosen] = useState<string[]>(states);
  const [zipText, setZipText] = useState(zips.join(', '));
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const list = parseZipList(zipText);
    if (chosen.length === 0) return setError('Choose at least one state you serve.');
    if (list.some((z) => !/^\d{5}$/.test(z))) return setError('List 5-digit zip codes separated by commas.');
    try {
      await save.mutateAsync({ serviceStates: chosen as ('WA' | 'MA')[], serviceZips: list });
      bus.publish({ type: 'toast', kind: 'success', message: 'Service area saved.' });
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'We could not save your service area. Please try again.');
    }
  }

  return (
    <section className={styles.panel} aria-labelledby="area-title">
      <h2 id="area-title" className={styles.panelTitle}>
        Service area
      </h2>
      <p className={styles.meta}>New requests for homes in these places are routed to you. Leave the zip codes empty to serve the whole of each state.</p>
      <form onSubmit={(e) => void onSubmit(e)} noValidate className={styles.areaForm}>
        <fieldset className={styles.fieldset}>
          <legend>States</legend>
          {SERVICE_STATES.map((s) => (
            <label key={s} className={styles.choice}>
              <input type="checkbox" checked={chosen.includes(s)} onChange={(e) => setChosen(e.target.checked ? [...chosen, s] : chosen.filter((c) => c !== s))} />
              {s}
            </label>
          ))}
        </fieldset>
        <label className={styles.zipLabel}>
          Zip codes
          <input className={styles.filter} inputMode="numeric" value={zipText} onChange={(e) => setZipText(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby="area-error" />
        </label>
        <Button type="submit" busy={save.isPending}>
          Save service area
        </Button>
      </form>
      <p id="area-error" role="alert" className={styles.error}>
        {error}
      </p>
    </section>
  );
}
