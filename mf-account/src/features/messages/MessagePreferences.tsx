import type { MessageChannel, MessagePreference } from '@homeward/contracts/signed-in';
import { QueryState } from '../../components/QueryState';
import { cardClass } from '../../shared/card';
import accountStyles from '../../shared/Account.module.css';
import styles from './MessagePreferences.module.css';
import { useMessagePreferences, useSetMessagePreference } from './api';
import { primitiveStyles, stackClass, rowClass } from '@homeward/ui';

const CHANNELS: ReadonlyArray<{ channel: MessageChannel; label: string }> = [
  { channel: 'email', label: 'Email' },
  { channel: 'sms', label: 'Text message' },
];

/** Which emails and texts the user gets: optional kinds per channel; what they asked for is always sent. */
export function MessagePreferences() {
  const preferences = useMessagePreferences();
  const save = useSetMessagePreference();
  const busy = (kind: MessagePreference['kind'], channel: MessageChannel) => save.isPending && save.variables?.kind === kind && save.variables.channel === channel;
  return (
    <section className={cardClass} aria-labelledby="messages-title">
      <h2 id="messages-title" className={primitiveStyles.sectionTitle}>
        Emails and text messages
      </h2>
      <p className={accountStyles.muted}>Choose what we send you. Messages about things you asked for are always sent.</p>
      <QueryState query={preferences} loading="Loading your message choices…">
        {(data) => (
          <ul className={stackClass(4, primitiveStyles.plainList)}>
            {data.items.map((p) => (
              <li key={p.kind}>
                <fieldset className={primitiveStyles.bareFieldset}>
                  <legend className={styles.legend}>{p.label}</legend>
                  <div className={styles.choices}>
                    {CHANNELS.map(({ channel, label }) => (
                      <label key={channel} className={rowClass({ inline: true, align: 'center', gap: 2 }, styles.choice)}>
                        <input
                          type="checkbox"
                          checked={p[channel]}
                          disabled={p.transactional || busy(p.kind, channel)}
                          onChange={(event) => save.mutate({ kind: p.kind, channel, enabled: event.target.checked })}
                        />
                        {label}
                      </label>
                    ))}
                    {p.transactional && <span className={accountStyles.muted}>Always sent</span>}
                  </div>
                </fieldset>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {save.isError && (
        <p role="alert" className={styles.error}>
          {save.error.message}
        </p>
      )}
    </section>
  );
}
