import { corporateEnquirySchema } from '@homeward/contracts';
import { formatThousands, parseAmountInput, phoneDigits } from '@homeward/domain';
import type { Errors } from '../forms/useForm';
import { email, maxLength, personName, phone, required } from '../forms/validators';

export interface CorporateEnquiryValues extends Record<string, string> {
  companyName: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  employees: string;
  message: string;
}

export const emptyCorporateEnquiry: CorporateEnquiryValues = {
  companyName: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  employees: '',
  message: '',
};

/** Field order, for focusing the first invalid one. */
export const corporateEnquiryFields = ['companyName', 'firstName', 'lastName', 'email', 'phone', 'employees', 'message'] as const;

export function validateCorporateEnquiry(v: CorporateEnquiryValues): Errors<CorporateEnquiryValues> {
  const errors: Errors<CorporateEnquiryValues> = {
    companyName: required(v.companyName, 'Enter your company’s name.') ?? maxLength(v.companyName, 100),
    firstName: personName(v.firstName, 'first name'),
    lastName: personName(v.lastName, 'last name'),
    email: email(v.email),
    phone: phone(v.phone, false),
    employees:
      v.employees.trim() && !(parseAmountInput(v.employees) >= 1) ? 'Enter the number of employees, or leave it empty.' : undefined,
    message: maxLength(v.message, 2000),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as Errors<CorporateEnquiryValues>;
}

/** The contract's enquiry, parsed so nothing is sent that the API would refuse. */
export function toCorporateEnquiry(v: CorporateEnquiryValues) {
  return corporateEnquirySchema.parse({
    companyName: v.companyName,
    firstName: v.firstName,
    lastName: v.lastName,
    email: v.email,
    phone: phoneDigits(v.phone) || null,
    employees: v.employees.trim() ? parseAmountInput(v.employees) : null,
    message: v.message.trim() || null,
  });
}

export function formatEmployees(input: string): string {
  const n = parseAmountInput(input);
  return n ? formatThousands(n) : '';
}
