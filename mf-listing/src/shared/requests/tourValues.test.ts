import { TOUR_DAYS_AHEAD } from '@homeward/domain';
import { WRONG_NUMBER_MESSAGE } from '@homeward/contracts';
import { toTour, tourDays, tourDefaults, tourTimes, validateTour } from './tourValues';

describe('tour choices', () => {
  it('offers half-hour slots from 9:00 AM to 6:00 PM, as a buyer reads them', () => {
    const times = tourTimes();
    expect(times).toHaveLength(19);
    expect(times[0]!.value).toBe('09:00');
    expect(times[0]!.label).toMatch(/^9:00\sAM$/);
    expect(times[7]!.label).toMatch(/^12:30\sPM$/);
    expect(times[18]).toEqual({ value: '18:00', label: expect.stringMatching(/^6:00\sPM$/) });
    expect(tourTimes()).toBe(times);
  });

  it('offers the next days from tomorrow, with weekday and date, and defaults to tomorrow at 10:00', () => {
    const days = tourDays(new Date(2026, 11, 30, 15, 0));
    expect(days).toHaveLength(TOUR_DAYS_AHEAD);
    expect(days[0]).toEqual({ value: '2026-12-31', weekday: 'Thu', day: 'Dec 31' });
    expect(days[1]).toEqual({ value: '2027-01-01', weekday: 'Fri', day: 'Jan 1' });
    expect(tourDefaults(new Date(2026, 11, 30, 15, 0))).toMatchObject({ date: '2026-12-31', time: '10:00' });
  });
});

describe('the tour phone', () => {
  const values = (phone: string) => ({ ...tourDefaults(new Date(2026, 11, 30, 15, 0)), phone });

  it('is optional, and sent as the phone field holds it: E.164 of any country of the list', () => {
    expect(validateTour(values(''))).toEqual({});
    expect(toTour(values('')).phone).toBeNull();
    expect(validateTour(values('+14255550123'))).toEqual({});
    expect(validateTour(values('+447400123456'))).toEqual({});
    expect(toTour(values('+447400123456')).phone).toBe('+447400123456');
  });

  it('refuses a number cut short, in the API’s words', () => {
    expect(validateTour(values('+1425555'))).toEqual({ phone: WRONG_NUMBER_MESSAGE });
  });
});
