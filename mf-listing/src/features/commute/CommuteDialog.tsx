import { useId, useState, type FormEvent } from 'react';
import type { Prediction } from '@homeward/contracts';
import { Button, Spinner, classes, controlStyles } from '@homeward/ui';
import { Modal as Dialog } from '@homeward/ui';
import {
  COMMUTE_MODES,
  estimateCommute,
  formatClock,
  formatMinutes,
  type CommuteMode,
  type Point,
} from './estimate';
import { currentPosition, findPlaces, locatePlace } from './places';
import fields from '../../components/DialogFields.module.css';
import styles from './CommuteDialog.module.css';

interface Destination {
  label: string;
  point: Point;
}

const EARLIEST = 5 * 60;
const LATEST = 22 * 60;

/** Add-a-commute popup: a destination, a transport mode and a departure time on a rush-hour slider. */
export function CommuteDialog({ open, onClose, home }: { open: boolean; onClose: () => void; home: Point & { label: string } }) {
  const { query, setQuery, places, busy, problem, destination, search, choose, useMyLocation } = useDestinationSearch();
  const [mode, setMode] = useState<CommuteMode>('driving');
  const [depart, setDepart] = useState(8 * 60);
  const ids = { query: useId(), depart: useId(), mode: useId(), result: useId() };

  const estimate = destination ? estimateCommute(home, destination.point, mode, depart) : null;

  return (
    <Dialog open={open} onClose={onClose} title="Add a commute" subtitle={`From ${home.label}`}>
      <form onSubmit={search} className={styles.search} role="search">
        <label htmlFor={ids.query} className={fields.label}>
          Where do you go every day?
        </label>
        <div className={classes(fields.row, styles.searchRow)}>
          <input
            id={ids.query}
            className={fields.input}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="City, Address, Zip"
            autoComplete="off"
          />
          <Button type="submit" variant="secondary" busy={busy === 'search'}>
            Find
          </Button>
        </div>
        <Button variant="ghost" size="small" onClick={useMyLocation}>
          Use my current location
        </Button>
      </form>

      <PlaceResults busy={busy} problem={problem} places={places} onChoose={choose} />

      <fieldset className={styles.fieldset}>
        <legend className={fields.label}>How do you travel?</legend>
        <div className={styles.modes}>
          {COMMUTE_MODES.map((m) => (
            <label key={m.value} className={classes(controlStyles.choice, styles.mode)}>
              <input type="radio" name={ids.mode} value={m.value} checked={mode === m.value} onChange={() => setMode(m.value)} />
              <span>{m.label}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <label htmlFor={ids.depart} className={fields.label}>
        Leaving at {formatClock(depart)}
      </label>
      <input
        id={ids.depart}
        type="range"
        className={styles.slider}
        min={EARLIEST}
        max={LATEST}
        step={30}
        value={depart}
        onChange={(e) => setDepart(Number(e.target.value))}
        aria-valuetext={`${formatClock(depart)}${estimate?.rushHour ? ', rush hour' : ''}`}
      />
      <div className={styles.sliderScale} aria-hidden="true">
        <span>{formatClock(EARLIEST)}</span>
        <span>Rush hours: 7–9:30 AM, 4–6:30 PM</span>
        <span>{formatClock(LATEST)}</span>
      </div>

      <CommuteEstimate id={ids.result} estimate={estimate} destination={destination} mode={mode} />
    </Dialog>
  );
}

type Busy = 'search' | 'locate' | null;

/** Finding the destination: places matching the text, or the device's own position. */
function useDestinationSearch() {
  const [query, setQuery] = useState('');
  const [places, setPlaces] = useState<Prediction[] | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [destination, setDestination] = useState<Destination | null>(null);

  async function search(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    if (query.trim().length < 3) {
      setProblem('Type at least 3 characters of a city, zip code or address.');
      return;
    }
    setBusy('search');
    try {
      const found = await findPlaces(query.trim());
      setPlaces(found);
    } catch {
      setProblem('We could not look up places just now. Please try again.');
    } finally {
      setBusy(null);
    }
  }

  async function choose(prediction: Prediction) {
    setProblem(null);
    setBusy('locate');
    try {
      setDestination({ label: prediction.description, point: await locatePlace(prediction) });
      setPlaces(null);
    } catch {
      setProblem(`We could not find where ${prediction.description} is. Try a nearby city or zip code.`);
    } finally {
      setBusy(null);
    }
  }

  async function useMyLocation() {
    setProblem(null);
    setBusy('locate');
    try {
      setDestination({ label: 'Your current location', point: await currentPosition() });
      setPlaces(null);
    } catch {
      setProblem('Your location is not available. Allow location access in your browser, or search for a place.');
    } finally {
      setBusy(null);
    }
  }

  return { query, setQuery, places, busy, problem, destination, search, choose, useMyLocation };
}

/** The places found to choose from, or why none could be. */
function PlaceResults({ busy, problem, places, onChoose }: { busy: Busy; problem: string | null; places: Prediction[] | null; onChoose: (place: Prediction) => void }) {
  return (
    <div aria-live="polite">
      {busy === 'locate' && <Spinner label="Finding the place" />}
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
      {places && (
        <>
          <p className={styles.count}>{places.length ? `${places.length} places found. Choose one:` : 'No places match. Try another spelling or a zip code.'}</p>
          <ul className={styles.places}>
            {places.map((p) => (
              <li key={p.placeId}>
                <button type="button" className={styles.place} onClick={() => onChoose(p)}>
                  {p.description}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

interface CommuteEstimateProps {
  id: string;
  estimate: ReturnType<typeof estimateCommute> | null;
  destination: Destination | null;
  mode: CommuteMode;
}

/** The estimated travel time, and what it is estimated from. */
function CommuteEstimate({ id, estimate, destination, mode }: CommuteEstimateProps) {
  return (
    <div id={id} className={styles.result} aria-live="polite">
      {estimate && destination ? (
        <>
          <p className={styles.minutes}>
            About {formatMinutes(estimate.minutes)} <span className={styles.estimateTag}>Estimate</span>
          </p>
          <p className={styles.resultText}>
            {COMMUTE_MODES.find((m) => m.value === mode)?.label} to {destination.label}, about {estimate.miles} miles
            {estimate.rushHour ? ' at rush hour' : ''}.
          </p>
          <p className={styles.note}>
            Estimated from the straight-line distance and typical speeds for this way of travel, not from live traffic or
            timetables.
          </p>
        </>
      ) : (
        <p className={styles.note}>Choose a place to see an estimated travel time.</p>
      )}
    </div>
  );
}
