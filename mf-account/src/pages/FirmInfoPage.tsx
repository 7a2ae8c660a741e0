import { Link } from 'react-router';
import { buttonClass, primitiveStyles } from '@homeward/ui';
import { AccountFrame } from '../features/account/AccountFrame';
import { QueryState } from '../components/QueryState';
import { cardClass } from '../shared/card';
import { FirmForm } from '../features/firm/FirmForm';
import { useFirmInfo } from '../features/firm/api';
import { paths } from '@homeward/contracts';

/** /account/FirmInfo: an agent's firm and licence; other users learn how to become an agent. */
export default function FirmInfoPage() {
  const firm = useFirmInfo();
  return (
    <AccountFrame title="Firm information" intro="The firm and licence you work under as a Homeward agent.">
      <QueryState query={firm} loading="Loading your firm information…">
        {(info) =>
          info.firm ? (
            <section className={cardClass} aria-label="Firm">
              <FirmForm firm={info.firm} />
            </section>
          ) : (
            <section className={cardClass}>
              <h2 className={primitiveStyles.sectionTitle}>{info.isAgent ? 'No firm information yet' : 'Firm information is for agents'}</h2>
              <p>
                {info.isAgent
                  ? 'We could not find the firm details of your agent application. Please contact support so we can add them.'
                  : 'Licensed real estate agents keep their firm and licence here once they have applied to join Homeward.'}
              </p>
              {!info.isAgent && (
                <Link to={paths.agent.becomeAnAgent.href()} className={buttonClass('primary')}>
                  Become a Homeward agent
                </Link>
              )}
            </section>
          )
        }
      </QueryState>
    </AccountFrame>
  );
}
