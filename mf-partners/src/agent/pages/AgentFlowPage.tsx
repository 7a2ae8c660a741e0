import { useState } from 'react';
import { paths } from '@homeward/contracts';
import { LoadingBlock } from '@homeward/ui';
import { ApplicationForm } from '../application/ApplicationForm';
import { returnedPayment } from '../application/feePayment';
import { AgentPage } from '../AgentPage';
import { useApplicant } from '../standing';
import { StatusNotice, VerifyFirst } from '../StatusNotice';

/** /agent/agent-flow (and the checkout): the three-step application for a new applicant (status -1). */
export default function AgentFlowPage() {
  const applicant = useApplicant();
  // Back from a passed 3-D Secure check: the webhook may already have put the application under
  // review, and the form still has the receipt to show.
  const [paidAndBack] = useState(() => returnedPayment()?.passed === true);
  return (
    <AgentPage title="Apply to join Homeward as an agent" intro="Three short steps: about you, about your firm, then the application fee.">
      {applicant.kind === 'loading' && <LoadingBlock />}
      {applicant.kind === 'verify' && <VerifyFirst />}
      {applicant.kind === 'known' &&
        (applicant.route === 'agent-flow' || paidAndBack ? (
          <ApplicationForm mode="apply" context={applicant.signedIn ? undefined : applicant.context} />
        ) : (
          <StatusNotice route={applicant.route} here={paths.agent.agentFlow.href()} />
        ))}
    </AgentPage>
  );
}
