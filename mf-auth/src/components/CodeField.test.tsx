import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CodeField } from './CodeField';

function Harness({ invalid }: { invalid?: boolean }) {
  const [code, setCode] = useState('');
  return <CodeField value={code} onChange={setCode} invalid={invalid} />;
}

describe('CodeField (spec 5 code entry)', () => {
  it('is one numeric one-time-code field of at most 6 digits', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('6-digit code');
    expect(input).toHaveAttribute('inputMode', 'numeric');
    expect(input).toHaveAttribute('autoComplete', 'one-time-code');
    await userEvent.type(input, '12a34-5678');
    expect(input).toHaveValue('123456');
  });

  it('keeps the digits of a pasted message', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('6-digit code');
    await userEvent.click(input);
    await userEvent.paste('Your code: 654 321');
    expect(input).toHaveValue('654321');
  });

  it('marks an empty code invalid (red border)', () => {
    render(<Harness invalid />);
    expect(screen.getByLabelText('6-digit code')).toHaveAttribute('aria-invalid', 'true');
  });
});
