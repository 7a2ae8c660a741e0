import {
  citySlug,
  formatAmountInput,
  formatBaths,
  formatBeds,
  formatCurrency,
  formatCalendarDay,
  formatDate,
  formatDateInput,
  formatDateTime,
  formatShortDay,
  formatSquareFeet,
  formatTimeOfDay,
  formatPriceShort,
  formatRate,
  formatThousands,
  parseAmountInput,
} from './format';

describe('a home’s counts (spec 3: decimal baths)', () => {
  it('writes baths as listed, never rounded to a whole', () => {
    expect(formatBaths(3.5)).toBe('3.5 baths');
    expect(formatBaths(4.5)).toBe('4.5 baths');
    expect(formatBaths(2.75)).toBe('2.75 baths');
    expect(formatBaths(1)).toBe('1 bath');
    expect(formatBaths(2)).toBe('2 baths');
    expect(formatBaths(0)).toBe('0 baths');
  });

  it('writes beds and square feet', () => {
    expect(formatBeds(1)).toBe('1 bed');
    expect(formatBeds(4)).toBe('4 beds');
    expect(formatSquareFeet(3595)).toBe('3,595 sq ft');
    expect(formatSquareFeet(1)).toBe('1 sq ft');
    expect(formatSquareFeet(Number.NaN)).toBe('');
  });
});

describe('prices', () => {
  it.each([
    [50_000, '$50k'],
    [550_000, '$550k'],
    [999_000, '$999k'],
    [999_999, '$1m'],
    [1_000_000, '$1m'],
    [1_250_000, '$1.25m'],
    [1_750_000, '$1.75m'],
    [10_000_000, '$10m'],
    [425_500, '$425.5k'],
  ])('%d → %s', (price, label) => expect(formatPriceShort(price)).toBe(label));

  it('thousands separators and currency', () => {
    expect(formatThousands(1234567)).toBe('1,234,567');
    expect(formatCurrency(450000)).toBe('$450,000');
    // Rounded to whole numbers, as en-US writes them; a value that rounds to nothing is '0', never '-0'.
    expect(formatThousands(999.5)).toBe('1,000');
    expect(formatThousands(-1234.4)).toBe('-1,234');
    expect(formatThousands(-0.4)).toBe('0');
    expect(formatCurrency(-2500)).toBe('-$2,500');
  });

  it('amount input keeps only digits', () => {
    expect(formatAmountInput('12a34567')).toBe('1,234,567');
    expect(formatAmountInput('')).toBe('');
    expect(formatAmountInput('000123')).toBe('123');
    expect(parseAmountInput('1,234')).toBe(1234);
    expect(parseAmountInput('')).toBe(0);
  });
});

describe('misc', () => {
  it('pads rates to 3 decimals', () => {
    expect(formatRate(6.5)).toBe('6.500');
    expect(formatRate(5.56)).toBe('5.560');
  });
  it('masks dates with slashes', () => {
    expect(formatDateInput('0')).toBe('0');
    expect(formatDateInput('031')).toBe('03/1');
    expect(formatDateInput('031526')).toBe('03/15/26');
  });
  it('turns city spaces into hyphens', () => {
    expect(citySlug('Mercer Island')).toBe('Mercer-Island');
  });
});

describe('formatTimeOfDay', () => {
  it('writes a time of day as US buyers read it', () => {
    expect(formatTimeOfDay(9)).toMatch(/^9:00\sAM$/);
    expect(formatTimeOfDay(12, 30)).toMatch(/^12:30\sPM$/);
    expect(formatTimeOfDay(0, 5)).toMatch(/^12:05\sAM$/);
    expect(formatTimeOfDay(18)).toMatch(/^6:00\sPM$/);
  });
});

describe('formatShortDay', () => {
  it('writes a day exactly as en-US does with a short weekday and month', () => {
    const intl = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric' });
    for (let offset = 0; offset < 400; offset += 5) {
      const day = new Date(2026, 0, 1 + offset);
      expect(formatShortDay(day)).toBe(intl.format(day));
    }
    expect(formatShortDay(new Date(2026, 5, 6))).toBe('Sat, Jun 6');
  });
});

describe('dates and times written without Intl', () => {
  // Intl writes a narrow no-break space before AM/PM in newer data; the page writes a space.
  const spaced = (text: string) => text.replace(/\u202f/g, ' ');
  const styles = {
    long: { month: 'long', day: 'numeric', year: 'numeric' },
    medium: { month: 'short', day: 'numeric', year: 'numeric' },
    day: { weekday: 'long', month: 'long', day: 'numeric' },
    full: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
    shortDay: { weekday: 'short', month: 'short', day: 'numeric' },
    shortFull: { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' },
  } as const;

  it.each(Object.entries(styles))('writes %s dates exactly as en-US does, in local time and in UTC', (style, options) => {
    const local = new Intl.DateTimeFormat('en-US', options);
    const utc = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
    for (let offset = 0; offset < 800; offset += 7) {
      const day = new Date(2025, 11, 28 + offset, 23, 30);
      expect(formatDate(day, style as keyof typeof styles)).toBe(local.format(day));
      expect(formatDate(day, style as keyof typeof styles, { utc: true })).toBe(utc.format(day));
    }
  });

  it('writes times of day and instants as en-US does', () => {
    const clock = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
    const medium = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
    const long = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });
    for (let minutes = 0; minutes < 24 * 60; minutes += 25) {
      const at = new Date(2026, 10, 26, Math.floor(minutes / 60), minutes % 60);
      expect(formatTimeOfDay(at.getHours(), at.getMinutes())).toBe(spaced(clock.format(at)));
      expect(formatDateTime(at, 'medium')).toBe(spaced(medium.format(at)));
      expect(formatDateTime(at, 'long')).toBe(spaced(long.format(at)));
    }
  });

  it('reads a calendar date as that day anywhere, and gives back what is not one', () => {
    expect(formatCalendarDay('2026-11-24', 'day')).toBe('Tuesday, November 24');
    expect(formatCalendarDay('2026-02-01', 'shortFull')).toBe('Sun, Feb 1, 2026');
    expect(formatCalendarDay('soon', 'long')).toBe('soon');
    expect(formatCalendarDay(undefined, 'long')).toBe('');
    expect(formatDate(new Date('nope'), 'long')).toBe('');
    expect(formatDateTime(new Date('nope'), 'medium')).toBe('');
  });

  it('writes cents as en-US does', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    for (const value of [0, 0.5, 1.005, 12.345, 999.999, 1234.5, 2_345_678.9, -42.1]) expect(formatCurrency(value, { cents: true })).toBe(intl.format(value));
  });
});
