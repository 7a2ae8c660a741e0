/**
 * The house form-field kit, on react-final-form: every slice's form fields, bound by name, drawn on
 * the house field (../Field.tsx). A separate entry (`@homeward/ui/forms`), so a page without a form
 * never downloads it or react-final-form.
 */
export { FieldDefaults, type FieldDefaultsValue, type FieldLookProps, type ShowErrors } from './defaults';
export { useShownError } from './useShownError';
export { TextAreaField, TextField, type TextFieldProps } from './TextField';
export { SelectField, type FieldOption, type SelectFieldProps } from './SelectField';
export { CheckboxField, CheckboxGroupField, RadioGroupField, type ChoiceGroupProps } from './choices';
export { PhoneNumberField, type PhoneNumberFieldProps } from './PhoneNumberField';
export { FormElement, type FormElementProps } from './FormElement';
