import { relativeTimeLabel } from './format';

describe('relative time labels, future forms and edges', () => {
  const now = new Date('2026-03-04T12:00:00Z');
  const at = (ms: number) => new Date(now.getTime() + ms);
  const s = 1000;
  const m = 60 * s;
  const h = 60 * m;
  const d = 24 * h;
  it.each([
    [at(4 * s), 'Just now'],
    [at(30 * s), 'In 30 seconds'],
    [at(m), 'In 1 minute'],
    [at(5 * m), 'In 5 minutes'],
    [at(h), 'In 1 hour'],
    [at(3 * h), 'In 3 hours'],
    [at(d), 'Tomorrow'],
    [at(4 * d), 'In 4 days'],
    [at(7 * d), 'Next week'],
    [at(21 * d), 'In 3 weeks'],
    [at(30 * d), 'Next month'],
    [at(150 * d), 'In 5 months'],
    [at(365 * d), 'Next year'],
    [at(2 * 365 * d), 'In 2 years'],
  ])('%s → %s', (date, label) => expect(relativeTimeLabel(date, now)).toBe(label));

  it('takes ISO strings and epoch milliseconds, and gives nothing for an invalid date', () => {
    expect(relativeTimeLabel('2026-03-04T11:55:00Z', now)).toBe('5 minutes ago');
    expect(relativeTimeLabel(now.getTime() - 2 * d, now)).toBe('2 days ago');
    expect(relativeTimeLabel('not a date', now)).toBe('');
  });
});
