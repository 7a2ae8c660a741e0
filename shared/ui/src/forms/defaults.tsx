import { createContext, useContext, type ReactNode } from 'react';
import styles from './Forms.module.css';

/** When a field's message shows: once it was left or a submit failed ('left'), or only after a failed submit ('submitted'). */
export type ShowErrors = 'left' | 'submitted';

/** What every field of a form has in common: the slice's spacing and label, and when messages show. */
export interface FieldDefaultsValue {
  /** The space under each field (and group): the house's medium (space-3) or large (space-4) step. */
  space?: 'md' | 'lg';
  /** Added to each field's frame (a fieldset for a group): the space a slice leaves between fields. */
  className?: string;
  /** The class of the label's words, over the house label's (a slice whose labels are set smaller). */
  labelClassName?: string;
  /** Keeps each field's message line in place while there is no message, so nothing below moves. */
  reserveError?: boolean;
  showErrors?: ShowErrors;
}

const FieldDefaultsContext = createContext<FieldDefaultsValue>({});

/** Sets what the fields inside have in common; a field's own prop wins. */
export function FieldDefaults({ children, ...value }: FieldDefaultsValue & { children: ReactNode }) {
  return <FieldDefaultsContext.Provider value={value}>{children}</FieldDefaultsContext.Provider>;
}

/** The props every field of the kit takes besides its name and label. */
export interface FieldLookProps extends FieldDefaultsValue {
  /** The control's id; generated when left out. The hint and message are `${id}-hint` and `${id}-error`. */
  id?: string;
  required?: boolean;
  /** Required without the '*' after the label, for a form whose every field is required. */
  unmarked?: boolean;
}

/** A field's look: its own props over the form's defaults, and its '*' and aria-required. */
export function useFieldLook({ space, className, labelClassName, reserveError, showErrors, required, unmarked }: FieldLookProps) {
  const defaults = useContext(FieldDefaultsContext);
  const spaced = space ?? defaults.space;
  return {
    className: [spaced && styles[spaced], className ?? defaults.className].filter(Boolean).join(' ') || undefined,
    labelClassName: labelClassName ?? defaults.labelClassName,
    /** The label as drawn: its words in the labelClassName's span when there is one. */
    label: (label: ReactNode) => {
      const wordsClass = labelClassName ?? defaults.labelClassName;
      return wordsClass ? <span className={wordsClass}>{label}</span> : label;
    },
    reserveError: reserveError ?? defaults.reserveError,
    showErrors: showErrors ?? defaults.showErrors ?? 'left',
    marked: Boolean(required && !unmarked),
    ariaRequired: required || undefined,
  };
}
