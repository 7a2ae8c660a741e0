import { useId, useMemo } from 'react';
import { formatThousands, HOME_TYPES, SQUARE_FOOT_OPTIONS, yearBuiltOptions } from '@homeward/domain';
import { columnClass, stackClass, primitiveStyles } from '@homeward/ui';
import { pricePresets } from '../../../content/home';
import type { HomeFilters as Filters } from './storedFilters';
import { HomeTypeIcon } from './HomeTypeIcon';
import { Stepper } from './Stepper';
import styles from './HomeFilters.module.css';

/** Home-type tiles, price presets, bed/bath counters, and square-foot and year-built choices. */
export function HomeFilters({ filters, onChange }: { filters: Filters; onChange: (patch: Partial<Filters>) => void }) {
  const id = useId();
  const years = useMemo(() => yearBuiltOptions(new Date().getFullYear()), []);
  const presetIndex = pricePresets.findIndex((p) => p.min === filters.minPrice && p.max === filters.maxPrice);

  return (
    <div className={styles.filters}>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Home type</legend>
        <p className={styles.help}>Pick one or more; none picked searches houses.</p>
        <ul className={stackClass(2, primitiveStyles.plainList, styles.tiles)}>
          {HOME_TYPES.map((type) => {
            const pressed = filters.types.includes(type.code);
            return (
              <li key={type.code}>
                <button
                  type="button"
                  className={styles.tile}
                  aria-pressed={pressed}
                  onClick={() =>
                    onChange({ types: pressed ? filters.types.filter((c) => c !== type.code) : [...filters.types, type.code] })
                  }
                >
                  <HomeTypeIcon code={type.code} />
                  <span>{type.label}</span>
                </button>
              </li>
            );
          })}
        </ul>
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>Price</legend>
        <div className={styles.presets}>
          {pricePresets.map((preset, index) => (
            <label key={preset.label} className={styles.preset}>
              <input
                type="radio"
                name={`${id}-price`}
                checked={presetIndex === index}
                onChange={() => onChange({ minPrice: preset.min, maxPrice: preset.max })}
              />
              <span>{preset.label}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className={styles.counters}>
        <Stepper label="Bedrooms" noun="bedrooms" value={filters.beds} onChange={(beds) => onChange({ beds })} />
        <Stepper label="Bathrooms" noun="bathrooms" value={filters.baths} onChange={(baths) => onChange({ baths })} />
      </div>

      <div className={styles.selects}>
        <AtLeastSelect
          id={`${id}-sqft`}
          label="Square feet, at least"
          anyLabel="No min"
          value={filters.minSquareFeet}
          options={SQUARE_FOOT_OPTIONS}
          optionLabel={(value) => `${formatThousands(value)} sq ft`}
          onChange={(minSquareFeet) => onChange({ minSquareFeet })}
        />
        <AtLeastSelect
          id={`${id}-year`}
          label="Year built, from"
          anyLabel="Any year"
          value={filters.minYearBuilt}
          options={years}
          optionLabel={String}
          onChange={(minYearBuilt) => onChange({ minYearBuilt })}
        />
      </div>
    </div>
  );
}

interface AtLeastSelectProps {
  id: string;
  label: string;
  /** The first choice, which sets no lower bound. */
  anyLabel: string;
  value: number | null | undefined;
  options: readonly number[];
  optionLabel: (value: number) => string;
  onChange: (value: number | null) => void;
}

/** A labelled choice of a lower bound, or none. */
function AtLeastSelect({ id, label, anyLabel, value, options, optionLabel, onChange }: AtLeastSelectProps) {
  return (
    <div className={columnClass({ gap: 1 }, styles.selectField)}>
      <label htmlFor={id}>{label}</label>
      <select id={id} className={styles.select} value={value ?? ''} onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </div>
  );
}
