import {
  consultationDayLabel,
  consultationDays,
  consultationTimeLabel,
  consultationTimes,
  CONSULTATION_BOOKING_DAYS,
  isBookableConsultation,
} from './consultation';

describe('consultation slots', () => {
  it('runs in 30-minute slots while the support line is open, 7 am to 7 pm Eastern', () => {
    const times = consultationTimes();
    expect(times[0]).toBe('07:00');
    expect(times.at(-1)).toBe('18:30');
    expect(times).toHaveLength(24);
  });

  it('offers today only from an hour ahead, in Eastern time', () => {
    // 15:10 UTC on 24 November is 10:10 Eastern (EST, UTC−5).
    const days = consultationDays(new Date('2026-11-24T15:10:00Z'));
    expect(days[0].date).toBe('2026-11-24');
    expect(days[0].times[0]).toBe('11:30');
    expect(days).toHaveLength(CONSULTATION_BOOKING_DAYS);
    expect(days[1]).toEqual({ date: '2026-11-25', times: consultationTimes() });
  });

  it('leaves today out once its last slot has gone, and uses the Eastern date', () => {
    // 02:00 UTC on 25 November is still 24 November, 9 pm, in Boston.
    const days = consultationDays(new Date('2026-11-25T02:00:00Z'));
    expect(days[0].date).toBe('2026-11-25');
  });

  it('accepts only offered slots', () => {
    const now = new Date('2026-11-24T15:10:00Z');
    expect(isBookableConsultation('2026-11-24', '11:30', now)).toBe(true);
    expect(isBookableConsultation('2026-11-24', '10:30', now)).toBe(false);
    expect(isBookableConsultation('2026-11-25', '06:30', now)).toBe(false);
    expect(isBookableConsultation('2026-11-25', '07:15', now)).toBe(false);
    expect(isBookableConsultation('2026-12-20', '09:00', now)).toBe(false);
    expect(isBookableConsultation('2026-11-23', '09:00', now)).toBe(false);
  });

  it('labels days and times for people', () => {
    expect(consultationDayLabel('2026-11-24')).toBe('Tuesday, November 24');
    expect(consultationTimeLabel('07:00')).toBe('7:00 am');
    expect(consultationTimeLabel('12:30')).toBe('12:30 pm');
    expect(consultationTimeLabel('18:30')).toBe('6:30 pm');
  });
});
