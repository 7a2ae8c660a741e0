import type { Queryable } from '../../db/db';

export interface AuditEntry {
  actorId: string | null;
  actorEmail: string | null;
  /** What was done, e.g. 'agent.status', 'partner-application.decision', 'request.reassign'. */
  action: string;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
  at: Date;
}

/**
 * Records a manager action. Call it inside the same transaction as the change, so an action is
 * never stored without its audit entry (nor the entry without the action).
 */
export async function recordAudit(db: Queryable, entry: AuditEntry): Promise<void> {
  await db.query(
    `INSERT INTO audit_log (actor_id, actor_email, action, target_type, target_id, before, after, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [entry.actorId, entry.actorEmail, entry.action, entry.targetType, entry.targetId, JSON.stringify(entry.before ?? null), JSON.stringify(entry.after ?? null), entry.at],
  );
}
