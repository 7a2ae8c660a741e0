import { useQuery } from '@tanstack/react-query';
import type { FeedStatus as FeedState } from '@homeward/contracts/signed-in';
import { formatThousands } from '@homeward/domain';
import { DataTable, LoadFailure } from '../../shared/DataTable';
import { formatDateTime } from '../../shared/format';
import { Section } from '../../shared/Section';
import admin from '../../shared/Admin.module.css';
import { feedQuery } from './api';

type RecentSkip = FeedState['recentSkips'][number];

const seconds = (ms: number | null) => (ms === null ? '—' : `${(ms / 1000).toFixed(1)} s`);

/** The MLS feed's replication as managers read it: last sync, records in, what was skipped and why, errors. */
export function FeedStatus() {
  const feed = useQuery(feedQuery());
  const f = feed.data;
  return (
    <>
      {feed.error && !f ? (
        <LoadFailure error={feed.error} onRetry={() => void feed.refetch()} />
      ) : !f ? (
        <p className={admin.muted} role="status">
          Loading the feed…
        </p>
      ) : (
        <>
          <Section id="feed-sync" title="Sync">
            <div className={admin.card}>
              <dl className={admin.dl}>
                <dt>Source</dt>
                <dd>{f.sourceUrl ?? 'No feed is configured: the listings stay as they are.'}</dd>
                <dt>State</dt>
                <dd>{f.phase === 'initial' ? 'Initial load' : `Replicating changes every ${f.intervalSeconds} s`}</dd>
                <dt>Last sync</dt>
                <dd>{f.lastSuccessAt ? formatDateTime(f.lastSuccessAt) : 'Not yet'}</dd>
                <dt>Last pull</dt>
                <dd>
                  {formatThousands(f.lastPullRecords)} records in {seconds(f.lastPullMillis)}
                </dd>
                <dt>Records in</dt>
                <dd>{formatThousands(f.recordsIn)}</dd>
                <dt>Homes listed</dt>
                <dd>{formatThousands(f.listings)}</dd>
                <dt>Read up to</dt>
                <dd>{f.checkpoint ? `${formatDateTime(f.checkpoint.modificationTimestamp)} (${f.checkpoint.listingKey})` : 'The start'}</dd>
                <dt>Waits for the source</dt>
                <dd>{f.backoffs === 0 ? 'None' : `${formatThousands(f.backoffs)}; last: ${f.lastBackoff}`}</dd>
                <dt>Last error</dt>
                <dd>{f.lastError ? `${f.lastError} (${formatDateTime(f.lastErrorAt)})` : 'None'}</dd>
              </dl>
            </div>
          </Section>
          <Section id="feed-skipped" title="Skipped records">
            <div className={admin.card}>
              {f.skipped.length === 0 ? (
                <p className={admin.muted}>Every record the feed sent was stored.</p>
              ) : (
                <ul>
                  {f.skipped.map((s) => (
                    <li key={s.reason}>
                      {s.label}: <strong>{formatThousands(s.count)}</strong>
                    </li>
                  ))}
                </ul>
              )}
            </div>
            {f.recentSkips.length > 0 && (
              <DataTable<RecentSkip>
                caption="Latest skipped records"
                columns={[
                  { key: 'key', header: 'Listing key', cell: (r) => r.listingKey, narrow: true },
                  { key: 'reason', header: 'Why', cell: (r) => r.label },
                  { key: 'detail', header: 'Detail', cell: (r) => r.detail },
                  { key: 'seen', header: 'Seen', cell: (r) => formatDateTime(r.seenAt), narrow: true },
                ]}
                rows={f.recentSkips}
                rowKey={(r) => r.listingKey}
                isLoading={false}
                error={null}
                onRetry={() => void feed.refetch()}
                empty={null}
              />
            )}
          </Section>
        </>
      )}
    </>
  );
}
