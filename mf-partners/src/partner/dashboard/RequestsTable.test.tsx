import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { PartnerRequest } from '@homeward/contracts/signed-in';
import * as api from '../api';
import { RequestsTable } from './RequestsTable';

jest.mock('../api', () => ({ ...jest.requireActual('../api'), useAnswerRequest: jest.fn() }));
const answer = jest.fn();

const inspection = (id: string, name: string, type: string, preferredDate: string, partnerStatus: PartnerRequest['partnerStatus'] = null): PartnerRequest => ({
  id,
  intent: 'RequestInspection',
  status: 'Received',
  listingMls: '1234567',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: null,
  partnerStatus,
  listing: { mls: '1234567', address: '12 Lake Ave', city: 'Seattle', state: 'WA', zipcode: '98101', listingPrice: 700000 },
  buyer: { name, email: `${name.split(' ')[0].toLowerCase()}@example.com`, phone: '(206) 555-0100' },
  payload: { inspection: { inspectionType: type, preferredDate } },
});

const REQUESTS = [inspection('r1', 'Ada Lovelace', 'Roof', '2026-12-01'), inspection('r2', 'Grace Hopper', 'Pest', '2026-12-03', 'Accepted')];

function renderTable(requests = REQUESTS) {
  render(
    <MemoryRouter>
      <RequestsTable partnerType={4} requests={requests} caption="Requests routed to you" empty="No inspection requests yet." />
    </MemoryRouter>,
  );
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(2);

beforeEach(() => {
  answer.mockReset().mockResolvedValue(undefined);
  jest.mocked(api.useAnswerRequest).mockReturnValue({ mutateAsync: answer, isPending: false, variables: undefined } as unknown as ReturnType<typeof api.useAnswerRequest>);
});

describe('a partner’s requests table (spec 2.8)', () => {
  it('shows an inspector each request’s buyer, address, inspection, day and answer', () => {
    renderTable();
    expect(screen.getByRole('table', { name: 'Requests routed to you: 2 of 2' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Buyer', 'Address', 'Inspection', 'Preferred day', 'Status', 'Open']);
    const [ada, grace] = bodyRows();
    expect(ada).toHaveTextContent('Ada Lovelace');
    expect(ada).toHaveTextContent('12 Lake Ave, Seattle, WA 98101');
    expect(ada).toHaveTextContent('Roof');
    expect(ada).toHaveTextContent('Awaiting your answer');
    expect(grace).toHaveTextContent('Accepted');
  });

  it('narrows the rows by a column’s text or choice, says when nothing matches, and clears the filters', async () => {
    const user = userEvent.setup();
    renderTable();
    await user.type(screen.getByRole('searchbox', { name: 'Filter by buyer' }), 'grace');
    expect(bodyRows()).toHaveLength(1);
    expect(bodyRows()[0]).toHaveTextContent('Grace Hopper');
    expect(screen.getByRole('table', { name: 'Requests routed to you: 1 of 2' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by inspection' }), 'Roof');
    expect(bodyRows()).toHaveLength(0);
    expect(screen.getByText('No requests match these filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(bodyRows()).toHaveLength(2);
  });

  it('says there are no requests yet when none was routed', () => {
    renderTable([]);
    expect(screen.getByText('No inspection requests yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('opens a request’s details and sends the partner’s answer', async () => {
    const user = userEvent.setup();
    renderTable();
    await user.click(screen.getByRole('button', { name: 'Open the inspection from Ada Lovelace' }));
    const dialog = screen.getByRole('dialog', { name: 'Inspection from Ada Lovelace' });
    expect(within(dialog).getByRole('link', { name: 'ada@example.com' })).toHaveAttribute('href', 'mailto:ada@example.com');
    expect(within(dialog).getByRole('link', { name: '12 Lake Ave, Seattle, WA 98101' })).toHaveAttribute('href', '/home/1234567');
    expect(within(dialog).getByText('Inspection type').nextSibling).toHaveTextContent('Roof');
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(answer).toHaveBeenCalledWith({ id: 'r1', partnerStatus: 'Accepted' });
  });

  it('says so when the answer could not be saved', async () => {
    const user = userEvent.setup();
    answer.mockRejectedValue(new Error('offline'));
    renderTable();
    await user.click(screen.getByRole('button', { name: 'Open the inspection from Grace Hopper' }));
    const dialog = screen.getByRole('dialog', { name: 'Inspection from Grace Hopper' });
    expect(within(dialog).getByRole('button', { name: 'Accept' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('We could not save your answer. Please try again.');
  });
});
