import { consultationSchema, type ConsultationTopic } from '@homeward/contracts';

export interface BookingValues {
  topic?: string;
  date?: string;
  time?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  notes?: string;
}

export const emptyBooking: BookingValues = { topic: 'Buying' };

/** The form as the contract's consultation. */
export function bookingInput(v: BookingValues) {
  return {
    date: v.date,
    time: v.time,
    topic: v.topic as ConsultationTopic,
    firstName: v.firstName,
    lastName: v.lastName,
    email: v.email,
    phone: v.phone,
    notes: v.notes?.trim() || null,
  };
}

export function toConsultation(v: BookingValues) {
  return consultationSchema.parse(bookingInput(v));
}
