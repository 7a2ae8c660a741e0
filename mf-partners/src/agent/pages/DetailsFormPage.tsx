import { paths } from '@homeward/contracts';
import { LoadingBlock } from '@homeward/ui';
import { ApplicationForm } from '../application/ApplicationForm';
import { AgentPage } from '../AgentPage';
import { useApplicant } from '../standing';
import { StatusNotice, VerifyFirst } from '../StatusNotice';

/** The agent details form (agentStatus 3): the application's details again, without a second fee. */
export default function DetailsFormPage() {
  const applicant = useApplicant();
  return (
    <AgentPage title="Complete your agent details" intro="We need a few more details before we can review your application. There is nothing more to pay.">
      {applicant.kind === 'loading' && <LoadingBlock />}
      {applicant.kind === 'verify' && <VerifyFirst />}
      {applicant.kind === 'known' &&
        (applicant.route === 'details-form' ? (
          <ApplicationForm mode="details" context={applicant.signedIn ? undefined : applicant.context} />
        ) : (
          <StatusNotice route={applicant.route} here={paths.agent.detailsForm.href()} />
        ))}
    </AgentPage>
  );
}
