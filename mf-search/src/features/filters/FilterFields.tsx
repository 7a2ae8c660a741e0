import { useId, type ReactNode } from 'react';
import { BEDS_BATHS_MAX, formatBedsBaths, formatCurrency, HOME_TYPES, NO_MAX_PRICE_OPTION, NO_MIN_PRICE_OPTION, priceOptions, type FilterCriteria, type Option } from '@homeward/domain';
import { classes, controlStyles, Stepper, visuallyHiddenClass, rowClass } from '@homeward/ui';
import type { HomeTypeCode } from '@homeward/contracts';
import styles from './Filters.module.css';

const PRICE_OPTIONS = priceOptions();

/** A labelled native select over number-or-null values ('' stands for null). */
export function NumberSelect({
  label,
  value,
  options,
  onChange,
  emptyLabel,
  hideLabel,
}: {
  label: string;
  value: number | null;
  options: readonly Option<number | null>[];
  onChange: (value: number | null) => void;
  /** Label of the null choice, when null is not among the options. */
  emptyLabel?: string;
  hideLabel?: boolean;
}) {
  const id = useId();
  return (
    <div className={styles.selectField}>
      <label htmlFor={id} className={hideLabel ? visuallyHiddenClass : styles.fieldLabel}>
        {label}
      </label>
      <select id={id} className={styles.select} value={value == null ? '' : String(value)} onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}>
        {emptyLabel && <option value="">{emptyLabel}</option>}
        {options.map((option) => (
          <option key={option.value ?? 'none'} value={option.value == null ? '' : String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Minimum and maximum price dropdowns: 'No min', 'No max' and the price list of spec 9. */
export function PriceSelects({ low, high, onChange }: { low: number | null; high: number | null; onChange: (low: number | null, high: number | null) => void }) {
  const minOptions = [NO_MIN_PRICE_OPTION, ...PRICE_OPTIONS.filter((o) => high == null || o.value <= high)];
  const maxOptions = [...PRICE_OPTIONS.filter((o) => low == null || o.value >= low), NO_MAX_PRICE_OPTION];
  // The amount from the search bar may fall between list prices: offer it as it is.
  const withValue = (options: Option<number | null>[], value: number | null) =>
    value != null && !options.some((o) => o.value === value) ? [...options, { value, label: formatCurrency(value) }].sort((a, b) => (a.value ?? -1) - (b.value ?? -1)) : options;
  return (
    <div className={styles.pair}>
      <NumberSelect label="Minimum price" value={low} options={withValue(minOptions, low)} onChange={(v) => onChange(v, high)} />
      <span className={styles.pairDash} aria-hidden="true">
        –
      </span>
      <NumberSelect
        label="Maximum price"
        value={high ?? NO_MAX_PRICE_OPTION.value}
        options={withValue(maxOptions, high)}
        onChange={(v) => onChange(low, v === NO_MAX_PRICE_OPTION.value ? null : v)}
      />
    </div>
  );
}

/** Minimum and maximum of a numeric range with 'No min' / 'No max'. */
export function RangeSelects({
  label,
  low,
  high,
  values,
  format,
  onChange,
}: {
  label: string;
  low: number | null;
  high: number | null;
  values: readonly number[];
  format: (value: number) => string;
  onChange: (low: number | null, high: number | null) => void;
}) {
  const options = values.map((value) => ({ value, label: format(value) }));
  return (
    <div className={styles.pair}>
      <NumberSelect label={`${label}, minimum`} value={low} emptyLabel="No min" options={options.filter((o) => high == null || o.value <= high)} onChange={(v) => onChange(v, high)} />
      <span className={styles.pairDash} aria-hidden="true">
        –
      </span>
      <NumberSelect label={`${label}, maximum`} value={high} emptyLabel="No max" options={options.filter((o) => low == null || o.value >= low)} onChange={(v) => onChange(low, v)} />
    </div>
  );
}

/** The six home types of spec 3 as toggle chips. */
export function HomeTypeChips({ value, onChange }: { value: readonly HomeTypeCode[]; onChange: (value: HomeTypeCode[]) => void }) {
  return (
    <div className={styles.chips}>
      {HOME_TYPES.map((type) => {
        const on = value.includes(type.code);
        return (
          <label key={type.code} className={[styles.chip, on && styles.chipOn].filter(Boolean).join(' ')}>
            <input
              type="checkbox"
              className={styles.chipInput}
              checked={on}
              onChange={() => onChange(on ? value.filter((c) => c !== type.code) : [...value, type.code])}
            />
            {type.label}
          </label>
        );
      })}
    </div>
  );
}

/** One of a few choices, as a row of radios in the kernel's choice boxes. */
export function RadioChoices<T extends string>({
  label,
  name,
  options,
  value,
  onChange,
}: {
  label: string;
  name: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div className={styles.radios} role="radiogroup" aria-label={label}>
      {options.map((option) => (
        <label key={option.value} className={classes(controlStyles.choice, styles.radio)}>
          <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} />
          {option.label}
        </label>
      ))}
    </div>
  );
}

/** An on/off switch with a visible label. */
export function Switch({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <div className={rowClass({ align: 'center', justify: 'between', gap: 3 })}>
      <label htmlFor={id} className={styles.switchLabel}>
        {label}
      </label>
      <input id={id} type="checkbox" role="switch" className={styles.switch} checked={checked} onChange={(event) => onChange(event.target.checked)} />
    </div>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h3 id={id} className={styles.sectionTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}

/** The bedroom and bathroom steppers (0–20, '+' below the maximum) of both filter screens. */
export function BedBathSteppers({ draft, onChange }: { draft: FilterCriteria; onChange: (next: Pick<FilterCriteria, 'beds'> | Pick<FilterCriteria, 'baths'>) => void }) {
  return (
    <>
      <div className={styles.section}>
        <Stepper
          label="Bedrooms"
          value={draft.beds.low ?? 0}
          max={BEDS_BATHS_MAX}
          format={formatBedsBaths}
          describe={(n) => `${formatBedsBaths(n)} bedrooms`}
          onChange={(low) => onChange({ beds: { low, high: null } })}
        />
      </div>
      <div className={styles.section}>
        <Stepper
          label="Bathrooms"
          value={draft.baths.low ?? 0}
          max={BEDS_BATHS_MAX}
          format={formatBedsBaths}
          describe={(n) => `${formatBedsBaths(n)} bathrooms`}
          onChange={(low) => onChange({ baths: { low, high: null } })}
        />
      </div>
    </>
  );
}
