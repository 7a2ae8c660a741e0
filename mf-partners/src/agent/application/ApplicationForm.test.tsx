import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import * as api from '../api';
import { ApplicationForm } from './ApplicationForm';

jest.mock('../api', () => ({
  ...jest.requireActual('../api'),
  submitAgentSignup: jest.fn(),
  submitAgentDetails: jest.fn(),
  fetchFeePayment: jest.fn(),
}));
const signup = jest.mocked(api.submitAgentSignup);
const feePayment = jest.mocked(api.fetchFeePayment);

const settings = { provider: 'local', publishableKey: 'pk_test_x', providerUrl: 'http://payments.test', amountCents: 4900, currency: 'usd', description: 'fee' };
const context = { verificationToken: 'vt', phone: '+12065550100', country: 'US', isNewUser: true, isAgent: false, agentStatus: -1 };

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(api.paymentSettingsQuery.queryKey, settings as never);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/agent/agent-flow']}>
        <Routes>
          <Route path="/agent/agent-flow" element={<ApplicationForm mode="apply" context={context} />} />
          <Route path="/agent/agentflow-thankyou" element={<h1>Thanks page</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function fillStepsOneAndTwo(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Avery');
  await user.type(screen.getByLabelText('Last name'), 'Applicant');
  await user.type(screen.getByLabelText('Email'), 'avery@example.com');
  await user.type(screen.getByLabelText(/Date of birth/), '061585');
  await user.type(screen.getByLabelText('Real estate licence number'), 'WA-1');
  await user.type(screen.getByLabelText('Licence city'), 'Seattle');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.type(await screen.findByLabelText('Firm name'), 'Harbor Realty');
  await user.type(screen.getByLabelText('Firm street address'), '1 Pine St');
  await user.type(screen.getByLabelText('City'), 'Seattle');
  await user.selectOptions(screen.getByLabelText('State'), 'WA');
  await user.type(screen.getByLabelText('Zip'), '98101');
  await user.type(screen.getByLabelText(/In business since/), '050112');
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

async function fillPayment(user: ReturnType<typeof userEvent.setup>, card: string) {
  await user.type(screen.getByLabelText('Card number'), card);
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1234');
  await user.type(screen.getByLabelText('Security code'), '123');
}

// Typing a whole application takes a while on a busy machine.
jest.setTimeout(60_000);

const PENDING = {
  id: 'u1',
  applicationId: 'a1',
  user: { isAgent: false, agentStatus: -1, isEmailConfirmed: false, isEstablished: true },
  token: null,
  payment: { status: 'requires_payment' as const, intentId: 'pi_1', clientSecret: 'pi_1_secret_x', amountCents: 4900, currency: 'usd' },
};

/** The local provider's confirm answers, by test card. */
const ANSWERS: Record<string, { status: number; body: unknown }> = {
  '4242424242424242': { status: 200, body: { id: 'pi_1', status: 'succeeded' } },
  '4000000000000002': { status: 402, body: { error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline' } } },
  '4000000000009995': { status: 402, body: { error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds' } } },
};

let confirms: Array<{ url: string; body: { client_secret: string; payment_method_data: { card: { number: string } } } }>;
beforeEach(() => {
  sessionStorage.clear();
  confirms = [];
  global.fetch = jest.fn(async (url, init) => {
    const body = JSON.parse(String((init as RequestInit).body));
    confirms.push({ url: String(url), body });
    const answer = ANSWERS[body.payment_method_data.card.number];
    return { ok: answer.status === 200, status: answer.status, json: async () => answer.body };
  }) as unknown as typeof fetch;
});
afterEach(() => jest.resetAllMocks());

describe('agent application', () => {
  it('masks dates, checks each step, and confirms the card with the provider, never the API', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(screen.getByRole('heading', { name: 'Enter your information' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Enter your first name.')).toBeInTheDocument();
    await fillStepsOneAndTwo(user);
    expect(await screen.findByRole('heading', { name: 'Payment information' })).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem('homeward.agentApplication')!)).toMatchObject({ step: 3, values: { dateOfBirth: '06/15/85', firm: 'Harbor Realty' } });

    signup.mockResolvedValue(PENDING);
    feePayment.mockResolvedValue({ status: 'succeeded', amountCents: 4900, currency: 'usd', reference: 'pi_1', cardBrand: 'Visa', cardLast4: '4242', failureMessage: null });
    await user.type(screen.getByLabelText('Name on card'), 'Avery Applicant');
    await user.type(screen.getByLabelText('Billing zip'), '98101');
    await fillPayment(user, '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Pay $49.00 and apply' }));
    expect(await screen.findByRole('heading', { name: 'Thanks page' }, { timeout: 10_000 })).toBeInTheDocument();
    const sent = signup.mock.calls[0][0];
    expect(sent).toMatchObject({ dateOfBirth: '1985-06-15', inBusinessSince: '2012-05-01', firmState: 'WA' });
    expect(JSON.stringify(sent)).not.toContain('4242');
    expect(confirms).toHaveLength(1);
    expect(confirms[0].url).toBe('http://payments.test/v1/payment_intents/pi_1/confirm');
    expect(confirms[0].body).toMatchObject({ client_secret: 'pi_1_secret_x', payment_method_data: { card: { number: '4242424242424242' } } });
    expect(feePayment).toHaveBeenCalledWith('pi_1');
    expect(sessionStorage.getItem('homeward.agentApplication')).toBeNull();
  });

  it("shows the spec's decline text, clears only the card, and says why the next card was refused", async () => {
    const user = userEvent.setup();
    renderForm();
    await fillStepsOneAndTwo(user);
    await user.type(await screen.findByLabelText('Name on card'), 'Avery Applicant');
    await user.type(screen.getByLabelText('Billing zip'), '98101');
    signup.mockResolvedValue(PENDING);
    await fillPayment(user, '4000000000000002');
    await user.click(screen.getByRole('button', { name: 'Pay $49.00 and apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, your credit card was declined. Please use a different credit car or make sure you have provide correct information.',
    );
    expect(screen.getByLabelText('Card number')).toHaveValue('');
    expect(screen.getByLabelText('Name on card')).toHaveValue('Avery Applicant');
    await fillPayment(user, '4000000000009995');
    await user.click(screen.getByRole('button', { name: 'Pay $49.00 and apply' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Your card has insufficient funds. Please use a different card.'));
    expect(feePayment).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Payment information' })).toBeInTheDocument();
  });
});
