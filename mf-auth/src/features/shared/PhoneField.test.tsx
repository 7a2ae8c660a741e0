import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PhoneField, nextDigits, pastedDigits } from './PhoneField';

function Harness() {
  const [digits, setDigits] = useState('');
  const [country, setCountry] = useState('US');
  return (
    <>
      <PhoneField country={country} onCountryChange={setCountry} digits={digits} onDigitsChange={setDigits} />
      <output data-testid="digits">{digits}</output>
    </>
  );
}

describe('PhoneField (spec 5 phone mask)', () => {
  it('formats as (xxx) xxx-xxxx, drops letters and stops at 10 digits', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Mobile phone number');
    await userEvent.type(input, '42a5b55501234999');
    expect(input).toHaveValue('(425) 555-0123');
    expect(input).toHaveAttribute('maxLength', '14');
    expect(screen.getByTestId('digits')).toHaveTextContent(/^4255550123$/);
  });

  it('keeps only the digits of a pasted number', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Mobile phone number');
    await userEvent.click(input);
    await userEvent.paste('+1 (206) 555-0199');
    expect(input).toHaveValue('(206) 555-0199');
    expect(screen.getByTestId('digits')).toHaveTextContent(/^2065550199$/);
  });

  it('offers the spec 9 countries with flags, Singapore and Switzerland shown but not selectable', () => {
    render(<Harness />);
    const options = screen.getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((o) => o.textContent)).toEqual([
      '🇺🇸 USA +1',
      '🇦🇺 Australia +61',
      '🇨🇦 Canada +1',
      '🇭🇰 Hong Kong +852',
      '🇲🇽 Mexico +52',
      '🇯🇵 Japan +81',
      '🇬🇧 United Kingdom +44',
      '🇨🇳 China +86',
      '🇻🇳 Vietnam +84',
      '🇸🇬 Singapore +65 (not available yet)',
      '🇨🇭 Switzerland +41 (not available yet)',
    ]);
    expect(options.filter((o) => o.disabled).map((o) => o.value)).toEqual(['SG', 'CH']);
  });

  it('tells Canada from the USA although both are +1', async () => {
    render(<Harness />);
    await userEvent.selectOptions(screen.getByLabelText('Country code'), 'CA');
    expect(screen.getByLabelText('Country code')).toHaveValue('CA');
  });
});

describe('nextDigits', () => {
  it('deleting a mask character deletes the digit before it', () => {
    expect(nextDigits('(425) 5', '(425 5', 4)).toBe('425');
    expect(nextDigits('(425) 555-0', '(425) 5550', 9)).toBe('425550');
    expect(nextDigits('(425) 555-0', '(425) 555-01')).toBe('42555501');
  });

  it('drops the country prefix of a pasted full number', () => {
    expect(pastedDigits('+1 (206) 555-0199', '+1')).toBe('2065550199');
    expect(pastedDigits('+44 20 7946 0958', '+44')).toBe('2079460958');
    expect(pastedDigits('206-555-0199', '+1')).toBe('2065550199');
  });
});
