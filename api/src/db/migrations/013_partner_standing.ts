/**
 * A partner's profile outlives a change of standing: a removed agent or a rejected partner keeps
 * their profile (its name, area and the requests they handled), inactive, and gets it back when
 * approved again. A request remembers who declined it, so it is routed on to someone else.
 */
export const sql = `
ALTER TABLE partner_profiles ADD COLUMN active boolean NOT NULL DEFAULT true;
ALTER TABLE requests ADD COLUMN declined_partner_ids uuid[] NOT NULL DEFAULT '{}'
`;
