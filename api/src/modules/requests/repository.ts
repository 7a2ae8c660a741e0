import type { RequestIntent, StoredRequest } from '@homeward/contracts';
import type { Queryable } from '../../db/db';
import { one } from '../../db/db';

/** A stored request as its table holds it. */
export interface RequestRow {
  id: string;
  owner_id: string | null;
  intent: RequestIntent;
  listing_mls: string | null;
  status: string;
  payload: Record<string, unknown>;
  created_at: Date;
  partner_status?: string | null;
}

export const toStoredRequest = (row: RequestRow): StoredRequest => ({
  id: row.id,
  intent: row.intent,
  status: row.status,
  listingMls: row.listing_mls,
  createdAt: row.created_at.toISOString(),
  payload: row.payload,
  partnerStatus: row.partner_status ?? null,
});

const COLUMNS = 'id, owner_id, intent, listing_mls, status, payload, created_at, partner_status';

export interface NewRequest {
  id: string;
  ownerId: string | null;
  intent: RequestIntent;
  listingMls: string | null;
  payload: Record<string, unknown>;
  at: Date;
}

/** Stores a request as Received (call inside the transaction that routes it). */
export async function insertRequest(db: Queryable, request: NewRequest): Promise<RequestRow> {
  const row = await one<RequestRow>(
    db,
    `INSERT INTO requests (id, owner_id, intent, listing_mls, status, payload, created_at) VALUES ($1, $2, $3, $4, 'Received', $5, $6)
     RETURNING ${COLUMNS}`,
    [request.id, request.ownerId, request.intent, request.listingMls, JSON.stringify(request.payload), request.at],
  );
  return row!;
}

/** The user's own requests, newest first. */
export async function requestsOf(db: Queryable, ownerId: string): Promise<RequestRow[]> {
  return (await db.query<RequestRow>(`SELECT ${COLUMNS} FROM requests WHERE owner_id = $1 ORDER BY created_at DESC, id`, [ownerId])).rows;
}

/** One of the user's own requests; another user's reads as missing. */
export async function ownRequest(db: Queryable, id: string, ownerId: string): Promise<RequestRow | null> {
  return one<RequestRow>(db, `SELECT ${COLUMNS} FROM requests WHERE id = $1 AND owner_id = $2`, [id, ownerId]);
}

/** Hands a request to a partner (or the managers' queue, with null); the new partner starts afresh. */
export async function setAssignedPartner(db: Queryable, requestId: string, partnerProfileId: string | null, now: Date): Promise<void> {
  await db.query('UPDATE requests SET assigned_partner_id = $2, partner_status = NULL, updated_at = $3 WHERE id = $1', [requestId, partnerProfileId, now]);
}
