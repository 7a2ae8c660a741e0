import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pagePaths, SAVED_SEARCH_FREQUENCIES, savedSearchNameSchema, type SavedSearch, type SavedSearchFrequency, type UpdateSavedSearchBody } from '@homeward/contracts';
import { deleteSavedSearch, queryKeys, updateSavedSearch } from '@homeward/platform';
import { Button, FieldFrame, inputClass, VisuallyHidden } from '@homeward/ui';
import { cardClass } from '../../shared/card';
import accountStyles from '../../shared/Account.module.css';
import styles from './SavedSearches.module.css';

export const FREQUENCY_LABELS: Record<SavedSearchFrequency, string> = {
  instant: 'Instantly, one message per home',
  daily: 'Once a day, in one digest',
  off: 'Off: no messages',
};

/** One saved search in the account: open it, rename it, how often it writes, pause it, delete it. */
export function SavedSearchItem({ search }: { search: SavedSearch }) {
  const queryClient = useQueryClient();
  const id = useId();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(search.name);
  const [nameError, setNameError] = useState<string | undefined>();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.savedSearches });
  const update = useMutation({ mutationFn: (body: UpdateSavedSearchBody) => updateSavedSearch(search.id, body), onSuccess: refresh });
  const remove = useMutation({ mutationFn: () => deleteSavedSearch(search.id), onSuccess: refresh });

  const rename = (event: FormEvent) => {
    event.preventDefault();
    const parsed = savedSearchNameSchema.safeParse(name);
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message);
      return;
    }
    setNameError(undefined);
    update.mutate({ name: parsed.data }, { onSuccess: () => setRenaming(false) });
  };

  const failure = update.error ?? remove.error;
  return (
    <li className={cardClass} aria-labelledby={`${id}-name`}>
      <h2 id={`${id}-name`} className={accountStyles.cardTitle}>
        {search.name}
      </h2>
      <p className={accountStyles.muted}>
        {search.placeLabel}
        {search.paused ? ' · Paused' : ''}
        {search.newSinceLastVisit > 0 ? ` · ${search.newSinceLastVisit === 1 ? '1 home' : `${search.newSinceLastVisit} homes`} new since your last visit` : ''}
      </p>
      <div className={styles.actions}>
        <Link to={pagePaths.savedSearch(search.id, search.place)} className={styles.open}>
          Open the results<VisuallyHidden> of {search.name}</VisuallyHidden>
        </Link>
        <Button variant="secondary" size="small" onClick={() => setRenaming((on) => !on)} aria-expanded={renaming}>
          Rename
        </Button>
        <Button variant="secondary" size="small" busy={update.isPending && update.variables?.paused !== undefined} onClick={() => update.mutate({ paused: !search.paused })}>
          {search.paused ? 'Resume alerts' : 'Pause alerts'}
        </Button>
        <Button variant="secondary" size="small" onClick={() => setConfirmDelete(true)}>
          Delete
        </Button>
      </div>
      {renaming && (
        <form className={styles.rename} onSubmit={rename} noValidate>
          <FieldFrame id={`${id}-rename`} label="New name" error={nameError}>
            <input
              id={`${id}-rename`}
              className={inputClass(nameError)}
              value={name}
              onChange={(event) => setName(event.target.value)}
              aria-invalid={nameError ? true : undefined}
              aria-describedby={nameError ? `${id}-rename-error` : undefined}
            />
          </FieldFrame>
          <Button type="submit" size="small" busy={update.isPending && update.variables?.name !== undefined}>
            Save name
          </Button>
        </form>
      )}
      <div className={styles.frequency}>
        <label htmlFor={`${id}-frequency`}>Alerts</label>
        <select
          id={`${id}-frequency`}
          className={inputClass(false)}
          value={search.frequency}
          disabled={search.paused}
          onChange={(event) => update.mutate({ frequency: event.target.value as SavedSearchFrequency })}
        >
          {SAVED_SEARCH_FREQUENCIES.map((f) => (
            <option key={f} value={f}>
              {FREQUENCY_LABELS[f]}
            </option>
          ))}
        </select>
      </div>
      {confirmDelete && (
        <div className={styles.confirm} role="group" aria-label={`Delete ${search.name}`}>
          <p>Delete “{search.name}”? Its alerts stop.</p>
          <Button variant="primary" size="small" busy={remove.isPending} onClick={() => remove.mutate()}>
            Yes, delete it
          </Button>
          <Button variant="secondary" size="small" onClick={() => setConfirmDelete(false)}>
            Keep it
          </Button>
        </div>
      )}
      {failure && (
        <p className={styles.error} role="alert">
          {failure.message}
        </p>
      )}
    </li>
  );
}
