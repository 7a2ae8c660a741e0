import { useId, useState } from 'react';
import { Field, Form } from 'react-final-form';
import { FORM_ERROR, type FormApi } from 'final-form';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  DELIVERY_STATUSES,
  NOTICE_BODY_MAX,
  NOTICE_TITLE_MAX,
  type AdminDelivery,
  type DeliveryStatus,
  type NotificationAudience,
  type SentNotification,
} from '@homeward/contracts/signed-in';
import { PARTNER_TYPES } from '@homeward/domain';
import { bus } from '@homeward/platform';
import { Button, Spinner, fieldStyles } from '@homeward/ui';
import { deliveriesQuery, notificationsQuery, usersQuery, useSendNotification } from '../../shared/api';
import { AdminFrame } from '../../shared/AdminFrame';
import { DataTable, errorText, type Column } from '../../shared/DataTable';
import { FormField, SubmitForm } from '../../shared/FormField';
import { formatDateTime, formatPhone, fullName } from '../../shared/format';
import { ListToolbar, Pager } from '../../shared/ListControls';
import { toQuery, useListParams } from '../../shared/listParams';
import styles from '../../shared/Admin.module.css';

type Kind = NotificationAudience['kind'];
interface Values {
  kind: Kind;
  userId?: string;
  userName?: string;
  partnerType: string;
  title: string;
  body: string;
}

const KINDS: ReadonlyArray<{ value: Kind; label: string }> = [
  { value: 'user', label: 'One user' },
  { value: 'agents', label: 'All agents' },
  { value: 'partners', label: 'All partners of a type' },
  { value: 'all', label: 'All users' },
];

export function validateNotice(values: Partial<Values>): Partial<Record<keyof Values, string>> {
  const errors: Partial<Record<keyof Values, string>> = {};
  const title = values.title?.trim() ?? '';
  const body = values.body?.trim() ?? '';
  if (!title) errors.title = 'Enter a title.';
  else if (title.length > NOTICE_TITLE_MAX) errors.title = `Use at most ${NOTICE_TITLE_MAX} characters.`;
  if (!body) errors.body = 'Enter the message.';
  else if (body.length > NOTICE_BODY_MAX) errors.body = `Use at most ${NOTICE_BODY_MAX} characters.`;
  if (values.kind === 'user' && !values.userId) errors.userId = 'Choose who gets this notice.';
  return errors;
}

function audienceOf(values: Values): NotificationAudience {
  switch (values.kind) {
    case 'user':
      return { kind: 'user', userId: values.userId ?? '' };
    case 'partners':
      return { kind: 'partners', partnerType: Number(values.partnerType) as 1 | 2 | 3 | 4 };
    default:
      return { kind: values.kind };
  }
}

/** Finds the one user a notice goes to. */
function UserPicker({ value, name, onPick, error }: { value?: string; name?: string; onPick: (id: string, name: string) => void; error?: string }) {
  const inputId = useId();
  const errorId = useId();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const results = useQuery({ ...usersQuery({ search, pageSize: 8, filter: 'all' }), enabled: search.length > 0 });
  if (value && name) {
    return (
      <div className={styles.control}>
        <span className={styles.controlLabel}>To</span>
        <div className={styles.rowActions}>
          <span className={styles.strong}>{name}</span>
          <Button size="small" variant="secondary" onClick={() => onPick('', '')}>
            Choose someone else
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className={styles.control}>
      <label htmlFor={inputId} className={styles.controlLabel}>
        Find the user by name, email or phone
      </label>
      <div className={styles.searchRow}>
        <input
          id={inputId}
          type="search"
          className={[fieldStyles.input, error && fieldStyles.invalid].filter(Boolean).join(' ')}
          value={text}
          maxLength={100}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              setSearch(text.trim());
            }
          }}
        />
        <Button variant="secondary" onClick={() => setSearch(text.trim())}>
          Find
        </Button>
      </div>
      <p id={errorId} className={fieldStyles.error}>
        {error ?? ''}
      </p>
      {search && (
        <div aria-live="polite">
          {results.isLoading ? (
            <p className={styles.muted}>
              <Spinner size={16} label="" /> Searching…
            </p>
          ) : results.error ? (
            <p className={styles.alert}>{errorText(results.error)}</p>
          ) : results.data?.items.filter((u) => u.role !== 'MANAGER').length ? (
            <ul className={styles.choiceList} aria-label="Matching users">
              {results.data.items
                .filter((u) => u.role !== 'MANAGER')
                .map((u) => (
                  <li key={u.id}>
                    <button type="button" className={styles.choice} style={{ width: '100%', background: 'none', font: 'inherit', textAlign: 'left' }} onClick={() => onPick(u.id, fullName(u))}>
                      <span className={styles.stack}>
                        <span className={styles.strong}>{fullName(u)}</span>
                        <span className={styles.muted}>{[u.email, formatPhone(u.phone)].filter(Boolean).join(' · ')}</span>
                      </span>
                    </button>
                  </li>
                ))}
            </ul>
          ) : (
            <p className={styles.muted}>Nobody matches “{search}”.</p>
          )}
        </div>
      )}
    </div>
  );
}

function Composer() {
  const [searchParams] = useSearchParams();
  const send = useSendNotification();
  const kindId = useId();
  const typeId = useId();
  const preset = searchParams.get('userId');
  const initial: Partial<Values> = {
    kind: preset ? 'user' : 'agents',
    partnerType: '1',
    userId: preset ?? undefined,
    userName: preset ? (searchParams.get('name') ?? 'The chosen user') : undefined,
  };
  return (
    <section className={styles.card} aria-labelledby="compose-title">
      <h2 id="compose-title" className={styles.cardTitle}>
        New notice
      </h2>
      <Form<Values>
        initialValues={initial}
        validate={validateNotice}
        onSubmit={async (values, form: FormApi<Values>) => {
          try {
            const sent = await send.mutateAsync({ audience: audienceOf(values), title: values.title.trim(), body: values.body.trim() });
            bus.publish({ type: 'toast', kind: 'success', message: `Notice sent to ${sent.recipientCount} ${sent.recipientCount === 1 ? 'person' : 'people'}.` });
            setTimeout(() => form.restart({ ...values, title: '', body: '' }));
            return undefined;
          } catch (error) {
            return { [FORM_ERROR]: errorText(error) };
          }
        }}
        render={({ handleSubmit, submitting, submitError, values, form }) => (
          <SubmitForm onSubmit={handleSubmit}>
            <Field<string> name="kind">
              {({ input }) => (
                <div className={styles.control}>
                  <label htmlFor={kindId} className={styles.controlLabel}>
                    Send to
                  </label>
                  <select {...input} id={kindId} className={styles.select}>
                    {KINDS.map((k) => (
                      <option key={k.value} value={k.value}>
                        {k.label}
                      </option>
                    ))}
                  </select>
                </div>
              )}
            </Field>
            {values.kind === 'partners' && (
              <Field<string> name="partnerType">
                {({ input }) => (
                  <div className={styles.control}>
                    <label htmlFor={typeId} className={styles.controlLabel}>
                      Partner type
                    </label>
                    <select {...input} id={typeId} className={styles.select}>
                      {PARTNER_TYPES.map((t) => (
                        <option key={t.value} value={String(t.value)}>
                          {t.label}
                        </option>
                      ))}
                    </select>
                  </div>
                )}
              </Field>
            )}
            {values.kind === 'user' && (
              <Field<string> name="userId">
                {({ meta }) => (
                  <UserPicker
                    value={values.userId}
                    name={values.userName}
                    error={meta.touched || meta.submitFailed ? meta.error : undefined}
                    onPick={(id, name) => {
                      form.change('userId', id || undefined);
                      form.change('userName', name || undefined);
                    }}
                  />
                )}
              </Field>
            )}
            <FormField name="title" label="Title" maxLength={NOTICE_TITLE_MAX} />
            <FormField name="body" label="Message" multiline maxLength={NOTICE_BODY_MAX} hint="Shown as plain text in each recipient's account." />
            <p className={styles.alert} role="alert">
              {submitError ?? ''}
            </p>
            <div>
              <Button type="submit" busy={submitting}>
                {submitting ? 'Sending…' : 'Send notice'}
              </Button>
            </div>
          </SubmitForm>
        )}
      />
    </section>
  );
}

const STATUS_WORDS: Record<DeliveryStatus, string> = {
  pending: 'Waiting to send',
  sending: 'Sending',
  retrying: 'Retrying',
  sent: 'Sent',
  failed: 'Failed',
};

/** The emails and texts the platform sends on its own (decisions, confirmations, notices), with their delivery. */
function Deliveries() {
  const statusId = useId();
  const [status, setStatus] = useState<DeliveryStatus | ''>('');
  const [page, setPage] = useState(1);
  const deliveries = useQuery(deliveriesQuery({ page, pageSize: 20, ...(status ? { status } : {}) }));
  const counts = deliveries.data?.counts;
  const columns: Column<AdminDelivery>[] = [
    {
      key: 'message',
      header: 'Message',
      cell: (m) => (
        <div className={styles.stack}>
          <span className={styles.strong}>{m.subject}</span>
          <span className={styles.muted}>{m.kind}</span>
        </div>
      ),
    },
    {
      key: 'to',
      header: 'To',
      cell: (m) => (
        <div className={styles.stack}>
          <span>{m.channel === 'sms' ? `Text to ${formatPhone(m.recipient)}` : `Email to ${m.recipient}`}</span>
        </div>
      ),
    },
    {
      key: 'status',
      header: 'Delivery',
      cell: (m) => (
        <div className={styles.stack}>
          <span className={styles.strong}>
            {STATUS_WORDS[m.status]}
            {m.attempts > 1 || m.status === 'failed' || m.status === 'retrying' ? ` after ${m.attempts} ${m.attempts === 1 ? 'attempt' : 'attempts'}` : ''}
          </span>
          {m.status === 'retrying' && m.nextAttemptAt && <span>Next try {formatDateTime(m.nextAttemptAt)}</span>}
          {m.lastError && m.status !== 'sent' && <span className={styles.muted}>{m.lastError}</span>}
        </div>
      ),
    },
    {
      key: 'when',
      header: 'When',
      narrow: true,
      cell: (m) => (
        <div className={styles.stack}>
          <span>{formatDateTime(m.createdAt)}</span>
          {m.sentAt && <span className={styles.muted}>Sent {formatDateTime(m.sentAt)}</span>}
        </div>
      ),
    },
  ];
  return (
    <section className={styles.section} aria-labelledby="deliveries-title">
      <h2 id="deliveries-title" className={styles.sectionTitle}>
        Emails and texts
      </h2>
      <p>
        {counts
          ? `${counts.sent} sent · ${counts.retrying} retrying · ${counts.failed} failed · ${counts.pending + counts.sending} waiting`
          : 'Messages the platform sends: decisions, confirmations and notices.'}
      </p>
      <div className={styles.control}>
        <label className={styles.controlLabel} htmlFor={statusId}>
          Show
        </label>
        <select
          id={statusId}
          className={styles.select}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as DeliveryStatus | '');
            setPage(1);
          }}
        >
          <option value="">All messages</option>
          {DELIVERY_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_WORDS[s]}
            </option>
          ))}
        </select>
      </div>
      <DataTable
        caption="Emails and texts"
        columns={columns}
        rows={deliveries.data?.items}
        rowKey={(m) => m.id}
        isLoading={deliveries.isLoading}
        isFetching={deliveries.isFetching}
        error={deliveries.error}
        onRetry={() => void deliveries.refetch()}
        empty={
          <>
            <strong>{status ? `No message is ${STATUS_WORDS[status].toLowerCase()}.` : 'No emails or texts yet.'}</strong>
            <span>Decisions, confirmations and notices appear here with their delivery.</span>
          </>
        }
      />
      <Pager page={page} pageSize={20} total={deliveries.data?.total} noun="emails and texts" onPage={setPage} />
    </section>
  );
}

/** /admin/notification: compose a notice to a user or a group, and the notices sent so far. */
export default function NotificationsPage() {
  const [params, update] = useListParams({ search: '' });
  const sent = useQuery(notificationsQuery(toQuery(params)));
  const columns: Column<SentNotification>[] = [
    {
      key: 'notice',
      header: 'Notice',
      cell: (n) => (
        <div className={styles.stack}>
          <span className={styles.strong}>{n.title}</span>
          <span style={{ whiteSpace: 'pre-line' }}>{n.body}</span>
        </div>
      ),
    },
    { key: 'to', header: 'Sent to', cell: (n) => n.audienceLabel },
    { key: 'count', header: 'Recipients', narrow: true, cell: (n) => n.recipientCount },
    { key: 'read', header: 'Read', narrow: true, cell: (n) => n.readCount },
    {
      key: 'sent',
      header: 'Sent',
      narrow: true,
      cell: (n) => (
        <div className={styles.stack}>
          <span>{formatDateTime(n.createdAt)}</span>
          <span className={styles.muted}>{n.senderEmail ?? ''}</span>
        </div>
      ),
    },
  ];
  return (
    <AdminFrame title="Notifications" intro="Send a notice that users see in their account, to one person or a whole group, and follow the emails and texts the platform sends.">
      <Composer />
      <section className={styles.section} aria-labelledby="sent-title">
        <h2 id="sent-title" className={styles.sectionTitle}>
          Sent notices
        </h2>
        <ListToolbar searchLabel="Search sent notices" search={params.search} onSearch={(search) => update({ search })} />
        <DataTable
          caption="Sent notices"
          columns={columns}
          rows={sent.data?.items}
          rowKey={(n) => n.id}
          isLoading={sent.isLoading}
          isFetching={sent.isFetching}
          error={sent.error}
          onRetry={() => void sent.refetch()}
          empty={
            <>
              <strong>{params.search ? 'No sent notice matches.' : 'No notices sent yet.'}</strong>
              <span>{params.search ? 'Try another search.' : 'Notices you send appear here with how many people have read them.'}</span>
            </>
          }
        />
        <Pager page={Number(params.page)} pageSize={20} total={sent.data?.total} noun="notices" onPage={(page) => update({ page: String(page) })} />
      </section>
      <Deliveries />
    </AdminFrame>
  );
}
