import { relativeTimeLabel } from './format';

describe('relative time labels (spec 9)', () => {
  const now = new Date('2026-03-04T12:00:00Z');
  const at = (ms: number) => new Date(now.getTime() + ms);
  const ago = (ms: number) => at(-ms);
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
    [at(8 * d), 'Next week'],
    [at(400 * d), 'Next year'],
  ])('%s → %s', (date, label) => expect(relativeTimeLabel(date, now)).toBe(label));

  it('takes ISO strings and epoch milliseconds, and gives nothing for an invalid date', () => {
    expect(relativeTimeLabel('2026-03-04T11:55:00Z', now)).toBe('5 minutes ago');
    expect(relativeTimeLabel(now.getTime() - 2 * d, now)).toBe('2 days ago');
    expect(relativeTimeLabel('not a date', now)).toBe('');
  });
});
