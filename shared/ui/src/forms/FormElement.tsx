import { useRef, type FormEvent, type FormHTMLAttributes } from 'react';
import { focusFirstInvalid } from '@homeward/ui';

export interface FormElementProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'> {
  /** react-final-form's handleSubmit. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
}

/**
 * The form element of a react-final-form form: the browser's validation off (the fields speak for
 * themselves), and after a refused submit the first field that needs fixing gets the focus.
 */
export function FormElement({ onSubmit, children, ...rest }: FormElementProps) {
  const ref = useRef<HTMLFormElement>(null);
  return (
    <form
      {...rest}
      ref={ref}
      noValidate
      onSubmit={(event) => {
        void onSubmit(event);
        focusFirstInvalid(ref.current);
      }}
    >
      {children}
    </form>
  );
}
