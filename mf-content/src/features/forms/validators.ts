import { formatThousands, phoneDigits } from '@homeward/domain';

/** Plain checks with the messages the enquiry forms show under each field. */
export const REQUIRED_MESSAGE = 'This field is required.';

export function required(value: string, message = REQUIRED_MESSAGE): string | undefined {
  return value.trim() ? undefined : message;
}

export function personName(value: string, what: string): string | undefined {
  const v = value.trim();
  if (!v) return `Enter your ${what}.`;
  if (v.length > 20) return `Use at most 20 characters for your ${what}.`;
  return undefined;
}

export function email(value: string): string | undefined {
  const v = value.trim();
  if (!v) return 'Enter your email address.';
  if (v.length > 50) return 'Use at most 50 characters.';
  return /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(v) ? undefined : 'Enter a valid email address, like name@example.com.';
}

export function phone(value: string, isRequired: boolean): string | undefined {
  const digits = phoneDigits(value);
  if (!digits) return isRequired ? 'Enter your phone number.' : undefined;
  return digits.length === 10 ? undefined : 'Enter a 10-digit phone number, like (206) 555-0142.';
}

/** LinkedIn or portfolio link: https only; a bare domain gets https:// in front. */
export function normaliseUrl(value: string): string {
  const v = value.trim();
  if (!v) return '';
  return /^[a-z][a-z0-9+.-]*:/i.test(v) ? v : `https://${v}`;
}

export function httpsUrl(value: string, isRequired: boolean): string | undefined {
  const v = normaliseUrl(value);
  if (!v) return isRequired ? 'Enter a link to your LinkedIn profile or portfolio.' : undefined;
  try {
    const url = new URL(v);
    if (url.protocol !== 'https:' || !url.hostname.includes('.')) throw new Error('not https');
    return v.length > 2048 ? 'This link is too long.' : undefined;
  } catch {
    return 'Enter a full https link, like https://www.linkedin.com/in/your-name.';
  }
}

export function maxLength(value: string, max: number): string | undefined {
  return value.trim().length > max ? `Use at most ${formatThousands(max)} characters.` : undefined;
}
