import { useState, type FormEvent } from 'react';
import { type PartnerType } from '@homeward/contracts';
import { partnerAreaBodySchema, SERVICE_STATES, type RoutingArea } from '@homeward/contracts/signed-in';
import { ApiError, bus } from '@homeward/platform';
import { Button } from '@homeward/ui';
import { useSaveArea } from '../api';
import { parseZipList } from '../application/values';
import styles from './Dashboard.module.css';

/** The area new requests are routed by, in the words the dashboard shows. */
export function routingAreaText(area: RoutingArea): string {
  if (area.source === 'none') return 'No service area set yet: new requests are not routed to you until you set one below.';
  const where = `Serving ${area.states.join(', ')}${area.zips.length ? ` (zips ${area.zips.join(', ')})` : ' (the whole state)'}`;
  return area.source === 'firm' ? `${where}: your firm's state, used to route requests to you until you set your own area below.` : where;
}

/** The partner's own service area: which requests are routed to them. Starts from the area routing uses today. */
export function ServiceArea({ partnerType, area }: { partnerType: PartnerType; area: RoutingArea }) {
  const save = useSaveArea(partnerType);
  const [chosen, setChosen] = useState<string[]>(area.states.filter((s) => (SERVICE_STATES as readonly string[]).includes(s)));
  const [zipText, setZipText] = useState(area.zips.join(', '));
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    // The API's own schema, so the form and the API refuse the same area with the same words.
    const parsed = partnerAreaBodySchema.safeParse({ partnerType, serviceStates: chosen, serviceZips: parseZipList(zipText) });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the service area.');
    try {
      await save.mutateAsync({ serviceStates: parsed.data.serviceStates, serviceZips: parsed.data.serviceZips });
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
