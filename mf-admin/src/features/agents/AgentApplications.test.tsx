import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedInCalls, type AgentApplication } from '@homeward/contracts/signed-in';
import { bus, callApi } from '@homeward/platform';
import { answerCalls, pageOf, renderAdmin } from '../../shared/testing';
import { AgentApplications } from './AgentApplications';

jest.mock('@homeward/platform', () => ({ ...jest.requireActual('@homeward/platform'), callApi: jest.fn() }));

const WAIT = { timeout: 10_000 };

const application = (id: string, firstName: string, agentStatus: number): AgentApplication => ({
  id,
  userId: `user-${id}`,
  status: 'x',
  agentStatus: agentStatus as AgentApplication['agentStatus'],
  firstName,
  lastName: 'Agent',
  email: `${firstName.toLowerCase()}@example.com`,
  phone: null,
  details: { licenseNumber: 'L-77', firm: 'Lakeside Realty' },
  paymentStatus: 'succeeded',
  createdAt: '2026-11-20T10:00:00.000Z',
});

const rows = [application('a', 'Una', 0), application('b', 'Rita', 2), application('c', 'Abe', 1)];

describe('agent applications', () => {
  let setStatus: jest.Mock;
  let agentsQuery: jest.Mock;
  beforeEach(() => {
    setStatus = jest.fn(async () => ({}));
    agentsQuery = jest.fn(() => pageOf(rows));
    answerCalls(jest.mocked(callApi), [
      [signedInCalls.adminAgents, agentsQuery],
      [signedInCalls.setAgentStatus, setStatus],
    ]);
  });

  it('offers each applicant the decisions of their status', async () => {
    renderAdmin(<AgentApplications />);
    const una = (await screen.findByText('Una Agent', {}, WAIT)).closest('tr')!;
    expect(within(una).getAllByRole('button').map((b) => b.textContent)).toEqual(['Approve', 'Ask for details', 'Reject']);
    const rita = screen.getByText('Rita Agent').closest('tr')!;
    expect(within(rita).getAllByRole('button').map((b) => b.textContent)).toEqual(['Back to review']);
    const abe = screen.getByText('Abe Agent').closest('tr')!;
    expect(within(abe).getAllByRole('button').map((b) => b.textContent)).toEqual(['Deactivate']);
    expect(within(una).getByText('Paid')).toBeInTheDocument();
  });

  it('asks before approving, says what the applicant sees next, then sets the status', async () => {
    const toast = jest.spyOn(bus, 'publish');
    const user = userEvent.setup();
    renderAdmin(<AgentApplications />);
    await user.click(await screen.findByRole('button', { name: 'Approve Una Agent' }, WAIT));
    expect(screen.getByRole('heading', { name: 'Approve Una Agent?' })).toBeInTheDocument();
    expect(screen.getByText(/They become an agent/)).toBeInTheDocument();
    expect(setStatus).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(setStatus).toHaveBeenCalledWith({ params: { userId: 'user-a' }, body: { agentStatus: 1 } }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ type: 'toast', kind: 'success', message: 'Una Agent: Approved.' }));
    expect(screen.queryByRole('heading', { name: 'Approve Una Agent?' })).toBeNull();
  });

  it('keeps the dialog open with the server’s words when a decision fails', async () => {
    const { ApiError } = jest.requireActual('@homeward/platform');
    setStatus.mockRejectedValueOnce(new ApiError(409, 'This application has already been decided.', null));
    const user = userEvent.setup();
    renderAdmin(<AgentApplications />);
    await user.click(await screen.findByRole('button', { name: 'Reject Una Agent' }, WAIT));
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('This application has already been decided.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Reject Una Agent?' })).toBeInTheDocument();
  });

  it('starts the verify view on applications under review, oldest first', async () => {
    renderAdmin(<AgentApplications verify />);
    await screen.findByText('Una Agent', {}, WAIT);
    expect(agentsQuery).toHaveBeenCalledWith(expect.objectContaining({ query: { pageSize: 20, agentStatus: '0', sort: 'oldest', page: '1' } }));
  });
});
