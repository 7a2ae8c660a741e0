import type { AccountDetails, SessionUser, UserRole } from '@homeward/contracts';
import { AGENT_STATUS, partnerScope, partnerTypeLabel, SCOPES } from '@homeward/domain';
import type { Queryable } from '../../db/db';
import { activePartnerTypes } from './repository';

export interface UserRow {
  id: string;
  role: UserRole;
  phone: string | null;
  country: string | null;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  image: string | null;
  is_email_confirmed: boolean;
  is_agent: boolean;
  agent_status: number;
  suspended_until: Date | null;
  created_at: Date;
}

export const USER_COLUMNS =
  'id, role, phone, country, email, first_name, last_name, image, is_email_confirmed, is_agent, agent_status, suspended_until, created_at';

/** Spec 6 leaves isEstablished open; here it means the profile has a first name, last name and email. */
export function isEstablished(user: Pick<UserRow, 'first_name' | 'last_name' | 'email'>): boolean {
  return !!(user.first_name && user.last_name && user.email);
}

export function isSuspended(user: Pick<UserRow, 'suspended_until'> | null, now: Date): boolean {
  return !!user?.suspended_until && user.suspended_until > now;
}

export function sessionUser(user: UserRow): SessionUser {
  return {
    isAgent: user.is_agent,
    agentStatus: user.agent_status,
    isEmailConfirmed: user.is_email_confirmed,
    isEstablished: isEstablished(user),
  };
}

/** The scope list read by the client's scope checks (spec 6). */
export async function scopesOf(db: Queryable, user: UserRow): Promise<string[]> {
  const partnerTypes = await activePartnerTypes(db, user.id);
  // Scopes follow standing: a rejected or removed agent is no longer an agent to the pages they open.
  const agentInGoodStanding = user.is_agent && user.agent_status !== AGENT_STATUS.Rejected && user.agent_status !== AGENT_STATUS.Removed;
  return [
    SCOPES.user,
    ...(user.role === 'MANAGER' ? [SCOPES.admin] : []),
    ...(agentInGoodStanding ? [SCOPES.agent] : []),
    ...partnerTypes.map((type) => partnerScope(partnerTypeLabel(type))),
  ];
}

export async function accountDetails(db: Queryable, user: UserRow): Promise<AccountDetails> {
  return {
    firstName: user.first_name,
    lastName: user.last_name,
    image: user.image,
    isAgent: user.is_agent,
    agentStatus: user.agent_status,
    email: user.email,
    phone: user.phone,
    isEmailConfirmed: user.is_email_confirmed,
    isEstablished: isEstablished(user),
    scope: await scopesOf(db, user),
  };
}
