import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDayFormatter } from '@homeward/platform';
import type { AgentApplication } from '@homeward/contracts/signed-in';
import { AGENT_STATUS, agentStatusLabel } from '@homeward/domain';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { fullName } from '../../shared/format';
import { choicesWithAny, ListParamsToolbar, SORT_BY_DATE_OR_NAME, type ListSelect } from '../../shared/ListControls';
import { pagerOf, toQuery, useListParams } from '../../shared/listParams';
import { ListTable } from '../../shared/ListTable';
import { agentColumns } from './agentColumns';
import { agentListDefaults, agentsQuery, useSetAgentStatus } from './api';
import { DECISIONS, type Decision } from './decisions';

/** The statuses in the order the work goes, named as the table names them. */
const STATUS_ORDER = [AGENT_STATUS.UnderReview, AGENT_STATUS.DetailsRequired, AGENT_STATUS.Approved, AGENT_STATUS.Rejected, AGENT_STATUS.Removed];
const STATUS: ListSelect<'agentStatus'> = { key: 'agentStatus', label: 'Status', choices: choicesWithAny('Every status', STATUS_ORDER, agentStatusLabel) };

/**
 * Agent applications with their licence, firm and payment, and the decisions open to each
 * (approve, reject, deactivate or ask for details). `verify` starts on those waiting for a
 * decision, oldest first.
 */
export function AgentApplications({ verify = false }: { verify?: boolean }) {
  const list = useListParams(agentListDefaults(verify));
  const [params] = list;
  const query = useQuery(agentsQuery(toQuery(params)));
  const [pending, setPending] = useState<{ app: AgentApplication; decision: Decision } | null>(null);
  // Days as the server drew them while the drawn list is hydrated, then in the reader's time zone.
  const columns = agentColumns((app, decision) => setPending({ app, decision }), useDayFormatter());

  return (
    <>
      <ListParamsToolbar list={list} searchLabel="Search by name, email, phone, firm or licence" selects={[STATUS, SORT_BY_DATE_OR_NAME]} />
      <ListTable
        caption="Agent applications"
        columns={columns}
        query={query}
        emptyTitle="No agent applications match."
        emptyText={params.search || params.agentStatus !== 'any' ? 'Try another search or status.' : 'Applications made through the agent sign-up appear here.'}
        noun="applications"
        {...pagerOf(list)}
      />
      {pending && <DecisionDialog {...pending} onClose={() => setPending(null)} />}
    </>
  );
}

/** Asks before a decision on an application takes effect, saying what the applicant sees next. */
function DecisionDialog({ app, decision, onClose }: { app: AgentApplication; decision: Decision; onClose: () => void }) {
  const setStatus = useSetAgentStatus();
  const text = DECISIONS[decision];
  return (
    <ConfirmDialog
      title={`${text.label} ${fullName(app)}?`}
      confirmLabel={text.label}
      busyLabel={text.busy}
      danger={text.danger}
      doneMessage={`${fullName(app)}: ${text.done}`}
      onClose={onClose}
      onConfirm={() => setStatus.mutateAsync({ userId: app.userId, agentStatus: decision })}
    >
      <p>{text.next}</p>
    </ConfirmDialog>
  );
}
