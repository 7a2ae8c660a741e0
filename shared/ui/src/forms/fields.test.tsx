import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, FormSpy } from 'react-final-form';
import { FORM_ERROR, type ValidationErrors } from 'final-form';
import type { ReactNode } from 'react';
import { FieldDefaults, FormElement, PhoneNumberField, RadioGroupField, TextAreaField, TextField, type FieldDefaultsValue } from '.';

type Values = Record<string, unknown>;

/** A form around `children`, its values shown in an <output> as JSON. */
function renderForm(children: ReactNode, { validate, onSubmit = jest.fn(), defaults = {} }: { validate?: (values: Values) => ValidationErrors; onSubmit?: jest.Mock; defaults?: FieldDefaultsValue } = {}) {
  render(
    <Form<Values> onSubmit={onSubmit} validate={validate}>
      {({ handleSubmit }) => (
        <FormElement onSubmit={handleSubmit} aria-label="Test form">
          <FieldDefaults {...defaults}>{children}</FieldDefaults>
          <FormSpy subscription={{ values: true }}>{({ values }) => <output data-testid="values">{JSON.stringify(values)}</output>}</FormSpy>
          <button type="submit">Send</button>
        </FormElement>
      )}
    </Form>,
  );
  return onSubmit;
}

const values = () => JSON.parse(screen.getByTestId('values').textContent ?? '{}') as Values;
const requireCity = (v: Values) => (v.city ? {} : { city: 'Enter the city.' });

describe('the shown-error rule', () => {
  it('says nothing while typing, then shows the message once the field is left', async () => {
    const user = userEvent.setup();
    renderForm(<TextField name="city" label="City" hint="Where the home is." />, { validate: requireCity });
    const city = screen.getByRole('textbox', { name: 'City' });
    await user.click(city);
    expect(screen.queryByText('Enter the city.')).not.toBeInTheDocument();
    expect(city).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(city).toHaveAttribute('aria-invalid', 'true');
    expect(city).toHaveClass('input', 'invalid');
    expect(city).toHaveAccessibleDescription('Where the home is. Enter the city.');
    await user.type(city, 'Tacoma');
    expect(screen.queryByText('Enter the city.')).not.toBeInTheDocument();
  });

  it('shows every message after a refused submit and puts the focus on the first field to fix', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm(
      <>
        <TextField name="name" label="Name" />
        <TextField name="city" label="City" />
      </>,
      { validate: requireCity },
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Enter the city.')).toBeInTheDocument();
    await screen.findByText('Enter the city.');
    await act(() => new Promise((resolve) => setTimeout(resolve, 80)));
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveFocus();
  });

  it('waits for a refused submit in a form that asks for it, even after the field was left', async () => {
    const user = userEvent.setup();
    renderForm(<TextField name="city" label="City" />, { validate: requireCity, defaults: { showErrors: 'submitted' } });
    await user.click(screen.getByRole('textbox', { name: 'City' }));
    await user.tab();
    expect(screen.queryByText('Enter the city.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Enter the city.')).toBeInTheDocument();
  });

  it('shows what the last submit said of a field until it is changed', async () => {
    const user = userEvent.setup();
    renderForm(<TextField name="email" label="Email" />, { onSubmit: jest.fn(() => ({ email: 'This address is taken.', [FORM_ERROR]: 'No' })) });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'a@b.co');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('This address is taken.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'm');
    expect(screen.queryByText('This address is taken.')).not.toBeInTheDocument();
  });
});

describe('the text field', () => {
  it('writes an amount with thousands separators after a $ while the form keeps the typing', async () => {
    const user = userEvent.setup();
    const onValueChange = jest.fn();
    renderForm(<TextField name="amount" label="Offer amount" money onValueChange={onValueChange} />);
    const amount = screen.getByRole('textbox', { name: 'Offer amount' });
    await user.type(amount, '450000');
    expect(amount).toHaveValue('450,000');
    expect(amount).toHaveAttribute('inputmode', 'numeric');
    expect(amount.parentElement).toHaveClass('money');
    expect(onValueChange).toHaveBeenLastCalledWith('450,000');
  });

  it('keeps what parse makes of the typing and shows it through format', async () => {
    const user = userEvent.setup();
    renderForm(<TextField name="zip" label="Zip" parse={(v) => v.replace(/\D/g, '')} format={(v) => v.toUpperCase()} />);
    await user.type(screen.getByRole('textbox', { name: 'Zip' }), '98a1b01');
    expect(values()).toEqual({ zip: '98101' });
  });

  it('keeps an emptied field as empty text', async () => {
    const user = userEvent.setup();
    renderForm(<TextField name="city" label="City" />);
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'a');
    await user.clear(screen.getByRole('textbox', { name: 'City' }));
    expect(values()).toEqual({ city: '' });
  });

  it('refers to its hint and message by the ids of the field it was given', async () => {
    const user = userEvent.setup();
    renderForm(<TextField id="sell-city" name="city" label="City" hint="Where the home is." required />, { validate: requireCity });
    const city = screen.getByRole('textbox', { name: 'City' });
    expect(city).toHaveAttribute('id', 'sell-city');
    expect(city).toHaveAttribute('aria-describedby', 'sell-city-hint');
    expect(city).toHaveAttribute('aria-required', 'true');
    expect(city).not.toHaveAttribute('required');
    expect(city.closest('div')).toHaveTextContent('City *');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(city).toHaveAttribute('aria-describedby', 'sell-city-hint sell-city-error');
    expect(document.getElementById('sell-city-error')).toHaveTextContent('Enter the city.');
  });

  it('draws a textarea for several lines, and keeps the message line in place when asked', () => {
    renderForm(<TextAreaField name="notes" label="Notes" maxLength={200} />, { defaults: { reserveError: true } });
    const notes = screen.getByRole('textbox', { name: 'Notes' });
    expect(notes.tagName).toBe('TEXTAREA');
    expect(notes).toHaveAttribute('rows', '4');
    expect(notes).toHaveClass('input', 'textarea');
    expect(notes.closest('div')?.querySelector('.reserve')).toBeInTheDocument();
  });

  it('takes the slice’s spacing and label look from the form', () => {
    renderForm(<TextField name="title" label="Title" />, { defaults: { space: 'lg', className: 'control', labelClassName: 'small' } });
    const title = screen.getByRole('textbox', { name: 'Title' });
    expect(title.closest('div')).toHaveClass('field', 'lg', 'control');
    expect(screen.getByText('Title')).toHaveClass('small');
  });
});

describe('the phone field', () => {
  it('keeps the number in the form as E.164 while it shows it the country’s way', async () => {
    const user = userEvent.setup();
    renderForm(<PhoneNumberField name="phone" label="Mobile phone" required />);
    const phone = screen.getByLabelText(/Mobile phone/);
    await user.type(phone, '2065550142');
    expect(phone).toHaveValue('(206) 555-0142');
    expect(values()).toEqual({ phone: '+12065550142' });
  });

  it('shows its message once left, under the number', async () => {
    const user = userEvent.setup();
    renderForm(<PhoneNumberField id="apply-phone" name="phone" label="Mobile phone" />, { validate: (v) => (v.phone ? {} : { phone: 'Enter your mobile number.' }) });
    const phone = screen.getByLabelText(/Mobile phone/);
    await user.click(phone);
    await user.tab();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription('Enter your mobile number.');
  });
});

describe('a group of choices', () => {
  it('is described by its hint and, once shown, its message', async () => {
    const user = userEvent.setup();
    renderForm(<RadioGroupField name="tourType" legend="Tour type" hint="Choose one." required options={[{ value: 'video', label: 'Video' }]} />, {
      validate: (v) => (v.tourType ? {} : { tourType: 'Choose a tour type.' }),
    });
    const group = screen.getByRole('group', { name: 'Tour type' });
    expect(group).toHaveAccessibleDescription('Choose one.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(group).toHaveAccessibleDescription('Choose one. Choose a tour type.');
    await user.click(screen.getByRole('radio', { name: 'Video' }));
    expect(values()).toEqual({ tourType: 'video' });
  });
});
