import { corporateEnquirySchema } from '@homeward/contracts';
import { formatThousands, parseAmountInput } from '@homeward/domain';

export interface CorporateEnquiryValues {
  companyName?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  employees?: string;
  message?: string;
}

/** The form as the contract's enquiry: blank optional fields left out, the head count a number. */
export function corporateEnquiryInput(v: CorporateEnquiryValues) {
  return {
    companyName: v.companyName,
    firstName: v.firstName,
    lastName: v.lastName,
    email: v.email,
    phone: v.phone || null,
    employees: v.employees?.trim() ? parseAmountInput(v.employees) : null,
    message: v.message?.trim() || null,
  };
}

/** The contract's enquiry, parsed so nothing is sent that the API would refuse. */
export function toCorporateEnquiry(v: CorporateEnquiryValues) {
  return corporateEnquirySchema.parse(corporateEnquiryInput(v));
}

export function formatEmployees(input: string): string {
  const n = parseAmountInput(input);
  return n ? formatThousands(n) : '';
}
