import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { nextDigits, pastedNumber, PhoneField } from './PhoneField';

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  const [country, setCountry] = useState('');
  return (
    <>
      <PhoneField
        value={value}
        onChange={(next, chosen) => {
          setValue(next);
          setCountry(chosen);
        }}
      />
      <output data-testid="value">{value}</output>
      <output data-testid="country">{country}</output>
    </>
  );
}

const number = () => screen.getByLabelText('Mobile phone number');
const sent = () => screen.getByTestId('value').textContent;

async function typeIn(country: string, digits: string) {
  render(<Harness />);
  await userEvent.selectOptions(screen.getByLabelText('Country code'), country);
  await userEvent.type(number(), digits);
}

describe('PhoneField (spec 5 and 9)', () => {
  it('formats a US number as (xxx) xxx-xxxx, drops letters, stops at 10 digits and sends E.164', async () => {
    render(<Harness />);
    await userEvent.type(number(), '42a5b55501234999');
    expect(number()).toHaveValue('(425) 555-0123');
    expect(sent()).toBe('+14255550123');
  });

  it('takes an 11-digit Chinese mobile, written 3-4-4', async () => {
    await typeIn('CN', '138123456789');
    expect(number()).toHaveValue('138 1234 5678');
    expect(sent()).toBe('+8613812345678');
  });

  it('writes a Hong Kong mobile 4-4 and stops at its 8 digits', async () => {
    await typeIn('HK', '912345678');
    expect(number()).toHaveValue('9123 4567');
    expect(sent()).toBe('+85291234567');
  });

  it('writes a UK mobile with its trunk 0 the British way and sends it without the 0', async () => {
    await typeIn('GB', '074001234567');
    expect(number()).toHaveValue('07400 123456');
    expect(sent()).toBe('+447400123456');
  });

  it('hands on a number too short for its country as it is, which the phone rule refuses', async () => {
    await typeIn('HK', '9123456');
    expect(number()).toHaveValue('9123 456');
    expect(sent()).toBe('+8529123456');
  });

  it('keeps the digits when the country changes, and reports the country', async () => {
    await typeIn('CA', '4165550123');
    expect(sent()).toBe('+14165550123');
    expect(screen.getByTestId('country')).toHaveTextContent('CA');
    await userEvent.selectOptions(screen.getByLabelText('Country code'), 'US');
    expect(screen.getByTestId('country')).toHaveTextContent('US');
    expect(number()).toHaveValue('(416) 555-0123');
  });

  it('shows a stored number in its own country', () => {
    render(<Harness initial="+85291234567" />);
    expect(screen.getByLabelText('Country code')).toHaveValue('HK');
    expect(number()).toHaveValue('9123 4567');
  });

  it('a pasted international number chooses its country', async () => {
    render(<Harness />);
    await userEvent.click(number());
    await userEvent.paste('+852 9123 4567');
    expect(screen.getByLabelText('Country code')).toHaveValue('HK');
    expect(sent()).toBe('+85291234567');
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
});

describe('nextDigits', () => {
  it('deleting a formatting character deletes the digit before it', () => {
    expect(nextDigits('(425) 5', '(425 5', 4)).toBe('425');
    expect(nextDigits('(425) 555-0', '(425) 5550', 9)).toBe('425550');
    expect(nextDigits('(425) 555-0', '(425) 555-01')).toBe('42555501');
  });
});

describe('pastedNumber', () => {
  it('reads the country of an international number and keeps national digits as they are', () => {
    expect(pastedNumber('+1 (206) 555-0199', 'US')).toEqual({ country: 'US', digits: '2065550199' });
    expect(pastedNumber('+86 138 1234 5678', 'US')).toEqual({ country: 'CN', digits: '13812345678' });
    expect(pastedNumber('206-555-0199', 'US')).toEqual({ country: 'US', digits: '2065550199' });
  });
});
