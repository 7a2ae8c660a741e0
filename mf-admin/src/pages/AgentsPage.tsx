import { AgentApplications } from '../features/agents/AgentApplications';
import { AgentsNav } from '../features/agents/AgentsNav';
import { AdminFrame } from '../shared/AdminFrame';

/** /admin/agents: every agent application; `verify` is /admin/agents/vertifyStatus, those waiting for a decision. */
export default function AgentsPage({ verify = false }: { verify?: boolean }) {
  return (
    <AdminFrame
      title={verify ? 'Verify agent status' : 'Agent manager'}
      intro={verify ? 'Applications waiting for a decision, oldest first.' : 'Every agent application with its licence, firm and payment.'}
    >
      <AgentsNav />
      <AgentApplications verify={verify} />
    </AdminFrame>
  );
}
