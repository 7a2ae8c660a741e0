import AgentsPage from './AgentsPage';

/** /admin/agents/vertifyStatus: the agent applications waiting for a decision, oldest first. */
export default function AgentsToVerifyPage() {
  return <AgentsPage verify />;
}
