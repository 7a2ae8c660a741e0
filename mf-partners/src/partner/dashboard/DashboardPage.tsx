import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import type { PartnerType } from '@homeward/contracts';
import { ApiError, usePageTitle } from '@homeward/platform';
import { Button, LoadingBlock, Tabs } from '@homeward/ui';
import { useMyApplications, usePartnerRequests, useProfiles } from '../api';
import { dashboardAt, dashboardOfType, type DashboardKind } from '../programmes';
import { RateSheetForm } from './RateSheetForm';
import { RequestsTable } from './RequestsTable';
import { routingAreaText, ServiceArea } from './ServiceArea';
import { AGENT_GROUPS, groupRequests, type AgentGroup } from './requestTable';
import styles from './Dashboard.module.css';
import { paths } from '@homeward/contracts';
import { ApplyLinks } from '../ApplyLinks';

function Sidebar({ current, types }: { current: DashboardKind; types: PartnerType[] }) {
  const mine = types.map(dashboardOfType).filter((d): d is DashboardKind => !!d);
  return (
    <nav className={styles.sidebar} aria-label="Partner dashboards">
      <p className={styles.sideTitle}>Partners</p>
      <ul>
        {(mine.length ? mine : [current]).map((d) => (
          <li key={d.kind}>
            <NavLink to={d.dashboard} className={({ isActive }) => (isActive || d.kind === current.kind ? styles.active : undefined)} aria-current={d.kind === current.kind ? 'page' : undefined}>
              {d.dashboardLabel}
            </NavLink>
          </li>
        ))}
        <li>
          <Link to={current.landing}>About this dashboard</Link>
        </li>
        <li>
          <Link to={paths.partner.becomeAPartner.href()}>Partner programmes</Link>
        </li>
        <li>
          <Link to={paths.account.overview.href()}>Account settings</Link>
        </li>
      </ul>
    </nav>
  );
}

const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

function AgentRequests({ kind }: { kind: DashboardKind }) {
  const requests = usePartnerRequests(3, true);
  const [group, setGroup] = useState<AgentGroup>('upcoming');
  const items = requests.data?.items ?? [];
  const current = AGENT_GROUPS.find((g) => g.id === group)!;
  return (
    <Tabs
      label="Request groups"
      items={AGENT_GROUPS.map((g) => ({ id: g.id, label: `${g.label} (${groupRequests(items, g.id, today()).length})` }))}
      selected={group}
      onSelect={(id) => setGroup(id as AgentGroup)}
    >
      <p className={styles.groupIntro}>{current.intro}</p>
      <RequestsTable partnerType={kind.type} requests={groupRequests(items, group, today())} caption={`${current.label} requests`} empty={group === 'sell' ? 'No sell requests yet. Homeowners in your area who ask for an agent on How selling works show here.' : 'No requests in this group yet.'} />
    </Tabs>
  );
}

function Work({ kind }: { kind: DashboardKind }) {
  const requests = usePartnerRequests(kind.type, true);
  if (requests.isPending) return <LoadingBlock label="Loading the requests routed to you…" />;
  if (requests.isError) {
    return (
      <div className={styles.panel} role="alert">
        <p>{requests.error instanceof ApiError ? requests.error.message : 'We could not load your requests.'}</p>
        <Button variant="secondary" onClick={() => void requests.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const { profile, items } = requests.data;
  return (
    <>
      <p className={styles.meta}>
        {profile.company ? `${profile.company} · ` : ''}
        {routingAreaText(profile.routingArea)}
      </p>
      <section aria-labelledby="requests-title" className={styles.panel}>
        <h2 id="requests-title" className={styles.panelTitle}>
          Requests routed to you
        </h2>
        {kind.type === 3 ? (
          <AgentRequests kind={kind} />
        ) : (
          <RequestsTable
            partnerType={kind.type}
            requests={items}
            caption="Requests routed to you"
            empty={kind.type === 4 ? 'No inspection requests yet. Requests for homes in your area will show here.' : 'No mortgage requests yet. Requests from buyers in your area, or who name your lender code, will show here.'}
          />
        )}
        {(kind.type === 1 || kind.type === 2) && (
          <p className={styles.meta}>
            Your lender code is <code>{profile.id}</code>. Buyers who enter it on their mortgage request reach you directly.
          </p>
        )}
      </section>
      {kind.type === 1 && <RateSheetForm />}
      <ServiceArea partnerType={kind.type} area={profile.routingArea} />
    </>
  );
}

function NoProfile({ kind }: { kind: DashboardKind }) {
  const applications = useMyApplications();
  const pending = applications.data?.filter((a) => a.partnerType === kind.type && a.status === 'submitted') ?? [];
  return (
    <section className={styles.panel} aria-labelledby="apply-title">
      <h2 id="apply-title" className={styles.panelTitle}>
        {pending.length ? 'Your application is under review' : `You do not have a ${kind.dashboardLabel.replace(' Dashboard', '').toLowerCase()} profile yet`}
      </h2>
      {pending.length ? (
        <p>
          We have your application for {pending.map((a) => a.company).join(', ')}. This dashboard opens once it is approved.
        </p>
      ) : (
        <>
          <p>{kind.intro} Apply to join and this dashboard opens once we have approved you.</p>
          <ApplyLinks kind={kind} className={styles.actions} />
        </>
      )}
    </section>
  );
}

/** /partner/{kind}/dashboard, and the agent's /agent/activity, /agent/Index, /agent/AgentIndex/AgentIndex. */
export default function DashboardPage() {
  const kind = dashboardAt(useLocation().pathname);
  usePageTitle(kind.dashboardLabel);
  const profiles = useProfiles();
  const types = (profiles.data ?? []).map((p) => p.partnerType).sort();
  const has = types.includes(kind.type);
  return (
    <div className={styles.frame}>
      <Sidebar current={kind} types={types} />
      <div className={styles.content}>
        <h1 className={styles.title}>{kind.dashboardLabel}</h1>
        {profiles.isPending ? <LoadingBlock label="Loading your partner profiles…" /> : has ? <Work kind={kind} /> : <NoProfile kind={kind} />}
      </div>
    </div>
  );
}

