import type { ConsultationTopic } from '@homeward/contracts';
import { formatCalendarDay } from './format';

/**
 * Call bookings from /calendly. Calls happen while the support line is open (spec 9: 7 am to
 * 7 pm ET), in 30-minute slots, on the next CONSULTATION_BOOKING_DAYS days; times are Eastern.
 */
export const CONSULTATION_TIME_ZONE = 'America/New_York';
export const CONSULTATION_FIRST_HOUR = 7;
export const CONSULTATION_LAST_HOUR = 19;
export const CONSULTATION_SLOT_MINUTES = 30;
export const CONSULTATION_BOOKING_DAYS = 14;
/** A slot can be booked until this long before it starts, so an agent can prepare. */
export const CONSULTATION_LEAD_MINUTES = 60;

export const CONSULTATION_TOPIC_LABELS: Record<ConsultationTopic, string> = {
  Buying: 'Buying a home',
  Selling: 'Selling a home',
  BuyingAndSelling: 'Buying and selling',
  Mortgage: 'A mortgage',
};

/** Every slot start of a day, 'HH:MM' Eastern. */
export function consultationTimes(): string[] {
  const times: string[] = [];
  for (let m = CONSULTATION_FIRST_HOUR * 60; m < CONSULTATION_LAST_HOUR * 60; m += CONSULTATION_SLOT_MINUTES) {
    times.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  }
  return times;
}

/** Calendar date and minutes after midnight of an instant, in Eastern time. */
export function easternParts(now: Date): { date: string; minutes: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: CONSULTATION_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

function addCalendarDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The bookable days from today (Eastern), each with the times still open. Days with none are left out. */
export function consultationDays(now: Date): Array<{ date: string; times: string[] }> {
  const { date: today, minutes } = easternParts(now);
  const days: Array<{ date: string; times: string[] }> = [];
  for (let i = 0; i < CONSULTATION_BOOKING_DAYS; i++) {
    const date = addCalendarDays(today, i);
    const times = consultationTimes().filter((t) => i > 0 || toMinutes(t) >= minutes + CONSULTATION_LEAD_MINUTES);
    if (times.length > 0) days.push({ date, times });
  }
  return days;
}

/** Whether a date and time is a slot that can still be booked; the API checks every booking with it. */
export function isBookableConsultation(date: string, time: string, now: Date): boolean {
  return consultationDays(now).some((d) => d.date === date && d.times.includes(time));
}

/** 'Tuesday, November 24' for a calendar date. */
export function consultationDayLabel(date: string): string {
  return formatCalendarDay(date, 'day');
}

/** '7:30 am' for '07:30'. */
export function consultationTimeLabel(time: string): string {
  const m = toMinutes(time);
  const h = Math.floor(m / 60);
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m % 60).padStart(2, '0')} ${h < 12 ? 'am' : 'pm'}`;
}
