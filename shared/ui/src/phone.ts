/**
 * `@homeward/ui/phone`: the phone field, an entry of its own with the phone library it needs
 * (`@homeward/contracts/phone`), so a page without a phone field downloads neither.
 */
export { PhoneField, phoneValue, type PhoneFieldProps } from './PhoneField';
