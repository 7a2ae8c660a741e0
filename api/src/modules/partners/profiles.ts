import type { PartnerType } from '@homeward/contracts';
import { partnerTypeLabel } from '@homeward/domain';
import type { Queryable } from '../../db/db';
import { forbidden } from '../../http/errors';
import { activeProfile, type ProfileRow } from './repository';

/** The signed-in user's profile of a type; 403 when they hold none. */
export async function profileOf(db: Queryable, userId: string, partnerType: PartnerType): Promise<ProfileRow> {
  const profile = await activeProfile(db, userId, partnerType);
  if (!profile) throw forbidden(`You do not have a ${partnerTypeLabel(partnerType)} profile yet.`);
  return profile;
}

/** The name buyers know a partner by: the company, else the person. */
export const partnerName = (row: { company: string | null; display_name: string }) => row.company?.trim() || row.display_name;

