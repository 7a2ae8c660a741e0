/**
 * Recording a burst of alerts costs what each row checks and indexes, and an alert checked its
 * owner twice: through its search (which belongs to the owner, and goes with it) and through
 * `users` directly. An alert now checks its search only; the alerts of a saved home, which have no
 * search, are deleted with the account by `deleteUser`, and are recorded only for owners that
 * still exist. The owner's alerts are read newest first through the (user_id, dedup_key) index,
 * a few hundred rows at most, so the separate (user_id, created_at) index goes too.
 */
export const sql = `
ALTER TABLE alerts DROP CONSTRAINT alerts_user_id_fkey;
DROP INDEX alerts_user_idx
`;
