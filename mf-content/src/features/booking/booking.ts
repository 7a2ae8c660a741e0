import { consultationSchema, type ConsultationTopic } from '@homeward/contracts';
import { phoneDigits } from '@homeward/domain';
import type { Errors } from '../forms/useForm';
import { email, maxLength, personName, phone } from '../forms/validators';

export interface BookingValues extends Record<string, string> {
  topic: string;
  date: string;
  time: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  notes: string;
}

export const emptyBooking: BookingValues = { topic: 'Buying', date: '', time: '', firstName: '', lastName: '', email: '', phone: '', notes: '' };

export const bookingFields = ['topic', 'date', 'time', 'firstName', 'lastName', 'email', 'phone', 'notes'] as const;

export function validateBooking(v: BookingValues): Errors<BookingValues> {
  const errors: Errors<BookingValues> = {
    date: v.date ? undefined : 'Pick a day for the call.',
    time: v.time ? undefined : 'Pick a time for the call.',
    firstName: personName(v.firstName, 'first name'),
    lastName: personName(v.lastName, 'last name'),
    email: email(v.email),
    phone: phone(v.phone, true),
    notes: maxLength(v.notes, 1000),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as Errors<BookingValues>;
}

export function toConsultation(v: BookingValues) {
  return consultationSchema.parse({
    date: v.date,
    time: v.time,
    topic: v.topic as ConsultationTopic,
    firstName: v.firstName,
    lastName: v.lastName,
    email: v.email,
    phone: phoneDigits(v.phone),
    notes: v.notes.trim() || null,
  });
}
