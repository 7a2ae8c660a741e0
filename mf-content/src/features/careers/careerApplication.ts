import { careerApplicationSchema } from '@homeward/contracts';

export interface CareerApplicationValues {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  resumeUrl?: string;
  coverLetter?: string;
}

export const COVER_NOTE_MAX = 4000;

/** LinkedIn or portfolio link as typed: a bare domain gets https:// in front. */
export function normaliseUrl(value: string | undefined): string {
  const v = value?.trim() ?? '';
  if (!v) return '';
  return /^[a-z][a-z0-9+.-]*:/i.test(v) ? v : `https://${v}`;
}

/** The form as the contract's application for `position`. */
export const careerApplicationInput = (position: string) => (v: CareerApplicationValues) => ({
  position,
  firstName: v.firstName,
  lastName: v.lastName,
  email: v.email,
  phone: v.phone,
  resumeUrl: normaliseUrl(v.resumeUrl),
  coverLetter: v.coverLetter?.trim() || null,
});

export function toApplication(position: string, v: CareerApplicationValues) {
  return careerApplicationSchema.parse(careerApplicationInput(position)(v));
}
