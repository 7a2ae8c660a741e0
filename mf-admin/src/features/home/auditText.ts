import type { AuditEntryView } from '@homeward/contracts/signed-in';
import { agentStatusLabel } from '@homeward/domain';

const obj = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});
const str = (value: unknown, fallback = '—') => (value === null || value === undefined || value === '' ? fallback : String(value));

/** What a manager did, in words: the action and its before → after. */
export function describeAudit(entry: AuditEntryView): { what: string; change: string } {
  const before = obj(entry.before);
  const after = obj(entry.after);
  switch (entry.action) {
    case 'agent.status':
      return {
        what: 'Changed an agent application',
        change: `${agentStatusLabel(Number(before.agentStatus))} → ${agentStatusLabel(Number(after.agentStatus))}`,
      };
    case 'user.suspend':
      return { what: 'Suspended a user', change: 'Active → Suspended' };
    case 'user.restore':
      return { what: 'Restored a user', change: 'Suspended → Active' };
    case 'request.reassign':
      return { what: 'Reassigned a request', change: `${str(before.partnerName, 'Unassigned')} → ${str(after.partnerName, 'Unassigned')}` };
    case 'notification.send':
      return { what: 'Sent a notice', change: `“${str(after.title)}” to ${str(after.recipientCount, '0')} recipients` };
    case 'manager.password':
      return { what: 'Changed their password', change: '' };
    default: {
      const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
      return {
        what: entry.action.replace(/[.-]/g, ' '),
        change: keys.map((k) => `${k}: ${str(before[k])} → ${str(after[k])}`).join('; '),
      };
    }
  }
}
