import {
  citySlug,
  formatAmountInput,
  formatCurrency,
  formatDateInput,
  formatShortDay,
  formatTimeOfDay,
  formatPhone,
  formatPriceShort,
  formatRate,
  formatThousands,
  parseAmountInput,
  phoneDigits,
  relativeTimeLabel,
} from './format';

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

describe('phone mask', () => {
  it('formats progressively', () => {
    expect(formatPhone('4')).toBe('(4');
    expect(formatPhone('425')).toBe('(425');
    expect(formatPhone('4255')).toBe('(425) 5');
    expect(formatPhone('4255550')).toBe('(425) 555-0');
    expect(formatPhone('4255550123')).toBe('(425) 555-0123');
    expect(formatPhone('4255550123').length).toBe(14);
  });
  it('drops letters and keeps at most 10 digits', () => {
    expect(formatPhone('42a5-555 0123999')).toBe('(425) 555-0123');
    expect(phoneDigits('(425) 555-0123')).toBe('4255550123');
    expect(formatPhone('abc')).toBe('');
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

describe('relative time labels (spec 9)', () => {
  const now = new Date('2026-03-04T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const s = 1000;
  const m = 60 * s;
  const h = 60 * m;
  const d = 24 * h;
  it.each([
    [ago(3 * s), 'Just now'],
    [ago(30 * s), '30 seconds ago'],
    [ago(m), '1 minute ago'],
    [ago(5 * m), '5 minutes ago'],
    [ago(h), '1 hour ago'],
    [ago(3 * h), '3 hours ago'],
    [ago(d), 'Yesterday'],
    [ago(4 * d), '4 days ago'],
    [ago(7 * d), 'Last week'],
    [ago(14 * d), '2 weeks ago'],
    [ago(30 * d), 'Last month'],
    [ago(90 * d), '3 months ago'],
    [ago(365 * d), 'Last year'],
    [ago(3 * 365 * d), '3 years ago'],
    [new Date(now.getTime() + d), 'Tomorrow'],
    [new Date(now.getTime() + 3 * h), 'In 3 hours'],
    [new Date(now.getTime() + 8 * d), 'Next week'],
    [new Date(now.getTime() + 400 * d), 'Next year'],
  ])('%s → %s', (date, label) => expect(relativeTimeLabel(date, now)).toBe(label));
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
