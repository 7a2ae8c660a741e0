import { useField } from 'react-final-form';
import type { ShowErrors } from './defaults';

const SUBSCRIPTION = { error: true, touched: true, submitFailed: true, submitError: true, dirtySinceLastSubmit: true } as const;

/**
 * The message a field shows: its validation message, or else what the last submit said of it until
 * it is changed again; only once the field was left or a submit failed, so typing is not nagged
 * (spec 5). A form that asks for 'submitted' shows messages only after a failed submit.
 */
export function useShownError(name: string, when: ShowErrors = 'left'): string | undefined {
  const { meta } = useField(name, { subscription: SUBSCRIPTION });
  const shown = when === 'submitted' ? meta.submitFailed : meta.touched || meta.submitFailed;
  if (!shown) return undefined;
  if (typeof meta.error === 'string') return meta.error;
  return !meta.dirtySinceLastSubmit && typeof meta.submitError === 'string' ? meta.submitError : undefined;
}
