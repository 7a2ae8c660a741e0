import type { PartnerType } from '@homeward/contracts';
import { partnerTypeLabel } from '@homeward/domain';
import type { Queryable } from '../../db/db';
import { one } from '../../db/db';
import { forbidden } from '../../http/errors';

export interface ProfileRow {
  id: string;
  partner_type: PartnerType;
  display_name: string;
  company: string | null;
  service_states: string[];
  service_zips: string[];
}

/** The signed-in user's profile of a type; 403 when they hold none. */
export async function profileOf(db: Queryable, userId: string, partnerType: PartnerType): Promise<ProfileRow> {
  const profile = await one<ProfileRow>(
    db,
    'SELECT id, partner_type, display_name, company, service_states, service_zips FROM partner_profiles WHERE user_id = $1 AND partner_type = $2 AND active',
    [userId, partnerType],
  );
  if (!profile) throw forbidden(`You do not have a ${partnerTypeLabel(partnerType)} profile yet.`);
  return profile;
}

/** The name buyers know a partner by: the company, else the person. */
export const partnerName = (row: { company: string | null; display_name: string }) => row.company?.trim() || row.display_name;
