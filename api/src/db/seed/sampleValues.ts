import type { HomeTypeCode, ListingStatusCode, OpenHouseType } from '@homeward/contracts';
import type { Random } from './prng';

/**
 * Generated sample values for what the public records do not hold: listing status, time on market,
 * open houses, HOA dues, schools, agents, photos. Every value is drawn from the listing's own
 * deterministic stream (prng.ts).
 */

export interface StoredOpenHouse {
  type: OpenHouseType;
  /** Days from today; materialised as a YYYY/MM/DD date when read, so open houses stay upcoming. */
  dayOffset: number;
  startTime: string;
  endTime: string;
}

export interface StatusSample {
  status: ListingStatusCode;
  /** Days since the sale, for sold statuses. */
  soldDaysAgo: number | null;
}

/** Mostly active, with every code of spec 4.1 represented. */
export function sampleStatus(random: Random, newConstruction: boolean): StatusSample {
  const r = random.next();
  const sold = () => ({ soldDaysAgo: random.int(0, 179) });
  if (r < 0.78) return { status: 'A', soldDaysAgo: null };
  if (r < 0.81) return { status: 'PD', soldDaysAgo: null };
  if (r < 0.825) return { status: newConstruction ? 'NC' : 'A', soldDaysAgo: null };
  if (r < 0.835) return { status: 'LS', soldDaysAgo: null };
  if (r < 0.885) return { status: 'P', soldDaysAgo: null };
  if (r < 0.895) return { status: 'CT', soldDaysAgo: null };
  if (r < 0.9) return { status: 'PB', soldDaysAgo: null };
  if (r < 0.905) return { status: 'PF', soldDaysAgo: null };
  if (r < 0.91) return { status: 'PI', soldDaysAgo: null };
  if (r < 0.913) return { status: 'PS', soldDaysAgo: null };
  if (r < 0.973) return { status: 'S', ...sold() };
  if (r < 0.978) return { status: 'S-UL', ...sold() };
  return { status: random.pick<ListingStatusCode>(['INC', 'SFR', 'CA', 'T', 'E', 'R']), soldDaysAgo: null };
}

const ACTIVE_LIKE = new Set<ListingStatusCode>(['A', 'PD', 'NC', 'LS']);

/** Minutes on the market: a few listed today, most within weeks, a long tail of stale ones. */
export function sampleMinutesOnMarket(random: Random, status: ListingStatusCode): number {
  if (ACTIVE_LIKE.has(status) && random.chance(0.05)) return random.int(5, 24 * 60 - 1);
  const days = ACTIVE_LIKE.has(status)
    ? Math.min(365, Math.floor(-Math.log(1 - random.next()) * 28))
    : random.int(7, 120);
  return days * 24 * 60 + random.int(0, 24 * 60 - 1);
}

const SLOTS: ReadonlyArray<[string, string]> = [
  ['10:00', '12:00'],
  ['11:00', '13:00'],
  ['13:00', '15:00'],
  ['14:00', '16:00'],
  ['18:00', '19:30'],
];

export function sampleOpenHouses(random: Random, status: ListingStatusCode): StoredOpenHouse[] {
  const wanted = status === 'LS' || (ACTIVE_LIKE.has(status) && random.chance(0.2));
  if (!wanted) return [];
  const count = random.chance(0.3) ? 2 : 1;
  const houses: StoredOpenHouse[] = [];
  for (let i = 0; i < count; i++) {
    const r = random.next();
    const type: OpenHouseType = status === 'LS' && i === 0 ? 'LIVE' : r < 0.7 ? 'INP' : r < 0.88 ? 'VIR' : 'LIVE';
    const [startTime, endTime] = random.pick(SLOTS);
    houses.push({ type, dayOffset: random.int(0, 13), startTime, endTime });
  }
  return houses.sort((a, b) => a.dayOffset - b.dayOffset);
}

export function sampleHoa(random: Random, type: HomeTypeCode): number | null {
  switch (type) {
    case 'COND':
      return random.int(40, 180) * 5;
    case 'TSHR':
      return random.int(10, 80) * 5;
    case 'MANU':
      return random.chance(0.4) ? random.int(10, 60) * 5 : null;
    case 'RESI':
      return random.chance(0.12) ? random.int(5, 30) * 5 : null;
    default:
      return null;
  }
}

/** King County records carry no property type; most are houses. */
export function sampleKingCountyType(random: Random, sqftLot: number, bedrooms: number): HomeTypeCode {
  if (bedrooms === 0) return 'VACL';
  if (sqftLot > 0 && sqftLot < 1500) return random.chance(0.7) ? 'COND' : 'TSHR';
  const r = random.next();
  if (r < 0.87) return 'RESI';
  if (r < 0.92) return 'TSHR';
  if (r < 0.95) return 'MULT';
  if (r < 0.985) return 'MANU';
  return 'VACL';
}

export interface SampleSchool {
  name: string;
  level: 'Elementary' | 'Middle' | 'High';
  rating: number;
  distanceMiles: number;
}

const SCHOOL_NAMES = [
  'Cedar Park', 'Lakeside', 'Maple Grove', 'Hillcrest', 'Meadowbrook', 'Sunset Hill', 'Northgate', 'Riverview', 'Ridgecrest',
  'Evergreen', 'Madrona', 'Harborview', 'Juniper', 'Alder Creek', 'Bayview', 'Summit', 'Westwood', 'Fairview', 'Oak Hill', 'Pine Lake',
];

/** Schools are shared by a zip code (neighbours see the same ones); distances vary per home. */
export function sampleSchools(zipRandom: Random, homeRandom: Random): SampleSchool[] {
  const base = zipRandom.int(2, 8);
  return (['Elementary', 'Middle', 'High'] as const).map((level) => ({
    name: `${zipRandom.pick(SCHOOL_NAMES)} ${level}`,
    level,
    rating: Math.max(1, Math.min(10, base + zipRandom.int(-1, 2))),
    distanceMiles: Math.round((0.2 + homeRandom.next() * (level === 'High' ? 3.5 : 1.8)) * 10) / 10,
  }));
}

const FIRST_NAMES = ['Avery', 'Jordan', 'Morgan', 'Riley', 'Casey', 'Taylor', 'Quinn', 'Parker', 'Rowan', 'Sage', 'Emerson', 'Hayden', 'Reese', 'Skyler', 'Dakota'];
const LAST_NAMES = ['Nguyen', 'Patel', 'Garcia', 'Kim', 'Okafor', 'Larsen', 'Rossi', 'Chen', 'Murphy', 'Haddad', 'Silva', 'Novak', 'Brooks', 'Tanaka', 'Walsh'];

export interface SampleAgent {
  id: string;
  name: string;
  phone: string;
  email: string;
  brokerage: string;
  state: string;
}

/** Sample listing agents: fictional names and 555-01xx numbers (reserved for fiction). */
export function sampleAgents(state: 'WA' | 'MA', count: number): SampleAgent[] {
  const areaCodes = state === 'WA' ? ['206', '425', '253'] : ['617', '781', '857'];
  const agents: SampleAgent[] = [];
  for (let i = 0; i < count; i++) {
    const first = FIRST_NAMES[(i * 7 + (state === 'MA' ? 3 : 0)) % FIRST_NAMES.length];
    const last = LAST_NAMES[(i * 11 + (state === 'MA' ? 5 : 0)) % LAST_NAMES.length];
    const n = String(i).padStart(2, '0');
    agents.push({
      id: `AG-${state}-${String(i + 1).padStart(3, '0')}`,
      name: `${first} ${last}`,
      phone: `(${areaCodes[i % areaCodes.length]}) 555-01${n}`,
      email: `${first}.${last}@agents.homeward.example`.toLowerCase(),
      brokerage: state === 'WA' ? 'Homeward Realty Puget Sound (sample)' : 'Homeward Realty Boston (sample)',
      state,
    });
  }
  return agents;
}

const STREET_NAMES = ['Maple', 'Cedar', 'Alder', 'Madrona', 'Lakeview', 'Juniper', 'Hemlock', 'Spruce', 'Fir', 'Dogwood', 'Laurel', 'Aspen', 'Birch', 'Willow', 'Orchard', 'Summit', 'Harbor', 'Meridian', 'Sunrise', 'Forest'];
const STREET_SUFFIXES = ['St', 'Ave', 'Pl', 'Way', 'Ct', 'Dr', 'Ln'];
const DIRECTIONS = ['NE', 'NW', 'SE', 'SW', 'N', 'S'];

const ordinal = (n: number) => {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${s}`;
};

/** A generated street address in the King County style (numbered grid streets and named ones). */
export function sampleStreetAddress(random: Random): string {
  const number = random.int(100, 29_999);
  if (random.chance(0.6)) {
    return `${number} ${random.pick(DIRECTIONS)} ${ordinal(random.int(1, 199))} ${random.pick(STREET_SUFFIXES)}`;
  }
  return `${number} ${random.pick(STREET_NAMES)} ${random.pick(STREET_SUFFIXES)}`;
}
