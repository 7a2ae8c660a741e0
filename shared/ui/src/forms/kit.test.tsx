import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { formatDateInput } from '@homeward/domain';
import { CheckboxField, CheckboxGroupField, FieldDefaults, SelectField, TextField } from '.';

interface Values {
  company?: string;
  born?: string;
  state?: string;
  states?: string[];
  agreed?: boolean;
}

const required = (values: Values) => ({
  ...(values.company ? {} : { company: 'Enter your company name.' }),
  ...(values.state ? {} : { state: 'Choose a state.' }),
  ...(values.states?.length ? {} : { states: 'Choose at least one state.' }),
  ...(values.agreed ? {} : { agreed: 'Accept the terms to go on.' }),
});

function renderForm(onSubmit = jest.fn()) {
  render(
    <Form<Values> onSubmit={onSubmit} validate={required}>
      {({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate>
          <FieldDefaults space="md" reserveError>
            <TextField name="company" label="Company name" hint="As registered." required />
            <TextField name="born" label="Date of birth" required unmarked parse={formatDateInput} />
            <SelectField name="state" label="State" required options={[{ value: 'WA', label: 'Washington' }]} placeholder="Choose…" />
            <CheckboxGroupField name="states" legend="States you serve" options={[{ value: 'MA', label: 'Massachusetts' }]} />
            <CheckboxField
              name="agreed"
              label={
                <>
                  I accept the <a href="/terms">terms</a>
                </>
              }
            />
          </FieldDefaults>
          <button type="submit">Next</button>
        </form>
      )}
    </Form>,
  );
  return onSubmit;
}

describe('the field kit', () => {
  it('marks required fields with an asterisk unless told not to, and tells assistive technology either way', () => {
    renderForm();
    const company = screen.getByRole('textbox', { name: 'Company name' });
    expect(company).toHaveAttribute('aria-required', 'true');
    expect(company.closest('div')).toHaveTextContent('Company name *');
    const born = screen.getByLabelText('Date of birth');
    expect(born).toHaveAttribute('aria-required', 'true');
    expect(born.closest('div')).not.toHaveTextContent('*');
    expect(company).toHaveAccessibleDescription('As registered.');
    expect(company).toHaveClass('input');
    expect(company).not.toHaveClass('invalid');
  });

  it('says nothing while the form is fresh, then shows each message in red once a step is refused', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    expect(screen.queryByText('Enter your company name.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const company = screen.getByRole('textbox', { name: 'Company name' });
    expect(company).toHaveAttribute('aria-invalid', 'true');
    expect(company).toHaveClass('input', 'invalid');
    expect(company).toHaveAccessibleDescription('As registered. Enter your company name.');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveAccessibleDescription('Choose a state.');
    expect(screen.getByRole('group', { name: 'States you serve' })).toHaveAccessibleDescription('Choose at least one state.');
    expect(screen.getByRole('checkbox', { name: 'I accept the terms' })).toHaveAccessibleDescription('Accept the terms to go on.');
  });

  it('keeps what parse makes of the typing, and sends the values once every field is right', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Company name' }), 'Cascade Inspections');
    await user.type(screen.getByLabelText('Date of birth'), '061585');
    expect(screen.getByLabelText('Date of birth')).toHaveValue('06/15/85');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'WA');
    await user.click(screen.getByRole('checkbox', { name: 'Massachusetts' }));
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0][0]).toEqual({ company: 'Cascade Inspections', born: '06/15/85', state: 'WA', states: ['MA'], agreed: true });
    expect(screen.queryByText('Enter your company name.')).not.toBeInTheDocument();
  });
});
