import { careerApplicationSchema } from '@homeward/contracts';
import { phoneDigits } from '@homeward/domain';
import type { Errors } from '../forms/useForm';
import { email, httpsUrl, maxLength, normaliseUrl, personName, phone } from '../forms/validators';

export interface CareerApplicationValues extends Record<string, string> {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  resumeUrl: string;
  coverLetter: string;
}

export const emptyApplication: CareerApplicationValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  resumeUrl: '',
  coverLetter: '',
};

export const applicationFields = ['firstName', 'lastName', 'email', 'phone', 'resumeUrl', 'coverLetter'] as const;

export const COVER_NOTE_MAX = 4000;

export function validateApplication(v: CareerApplicationValues): Errors<CareerApplicationValues> {
  const errors: Errors<CareerApplicationValues> = {
    firstName: personName(v.firstName, 'first name'),
    lastName: personName(v.lastName, 'last name'),
    email: email(v.email),
    phone: phone(v.phone, true),
    resumeUrl: httpsUrl(v.resumeUrl, true),
    coverLetter: maxLength(v.coverLetter, COVER_NOTE_MAX),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as Errors<CareerApplicationValues>;
}

export function toApplication(position: string, v: CareerApplicationValues) {
  return careerApplicationSchema.parse({
    position,
    firstName: v.firstName,
    lastName: v.lastName,
    email: v.email,
    phone: phoneDigits(v.phone),
    resumeUrl: normaliseUrl(v.resumeUrl),
    coverLetter: v.coverLetter.trim() || null,
  });
}
