import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths, SAVED_SEARCH_FREQUENCIES, type SavedSearch, type SavedSearchFrequency, savedSearchNameSchema, savedSearchPlace, type UpdateSavedSearchBody } from '@homeward/contracts';
import { deleteSavedSearch, queryKeys, updateSavedSearch } from '@homeward/platform';
import { Button, FieldFrame, inputClass, VisuallyHidden, primitiveStyles } from '@homeward/ui';
import { cardClass } from '../../shared/card';
import accountStyles from '../../shared/Account.module.css';
import styles from './SavedSearches.module.css';

export const FREQUENCY_LABELS: Record<SavedSearchFrequency, string> = {
  instant: 'Instantly, one message per home',
  daily: 'Once a day, in one digest',
  off: 'Off: no messages',
};

/** The changes open to a saved search (its fields, and deleting it); each reads the list again. */
function useSavedSearchChanges(search: SavedSearch) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.savedSearches });
  const update = useMutation({ mutationFn: (body: UpdateSavedSearchBody) => updateSavedSearch(search.id, body), onSuccess: refresh });
  const remove = useMutation({ mutationFn: () => deleteSavedSearch(search.id), onSuccess: refresh });
  return { update, remove };
}
type SavedSearchUpdate = ReturnType<typeof useSavedSearchChanges>['update'];

/** Renaming: whether the form is open, the name typed (kept while it is closed) and why it was refused. */
function useRename(search: SavedSearch, update: SavedSearchUpdate) {
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(search.name);
  const [nameError, setNameError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = savedSearchNameSchema.safeParse(name);
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message);
      return;
    }
    setNameError(undefined);
    update.mutate({ name: parsed.data }, { onSuccess: () => setRenaming(false) });
  };
  return { renaming, toggle: () => setRenaming((on) => !on), name, setName, nameError, submit };
}

function RenameForm({ id, rename, busy }: { id: string; rename: ReturnType<typeof useRename>; busy: boolean }) {
  const { name, setName, nameError, submit } = rename;
  return (
    <form className={styles.rename} onSubmit={submit} noValidate>
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
      <Button type="submit" size="small" busy={busy}>
        Save name
      </Button>
    </form>
  );
}

/** How often the search writes; a paused search keeps its choice but cannot change it. */
function FrequencyField({ id, search, update }: { id: string; search: SavedSearch; update: SavedSearchUpdate }) {
  return (
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
  );
}

function DeleteConfirmation({ search, busy, onDelete, onKeep }: { search: SavedSearch; busy: boolean; onDelete: () => void; onKeep: () => void }) {
  return (
    <div className={styles.confirm} role="group" aria-label={`Delete ${search.name}`}>
      <p>Delete “{search.name}”? Its alerts stop.</p>
      <Button variant="primary" size="small" busy={busy} onClick={onDelete}>
        Yes, delete it
      </Button>
      <Button variant="secondary" size="small" onClick={onKeep}>
        Keep it
      </Button>
    </div>
  );
}

/** The search's place, whether it is paused and how many homes are new since the last visit. */
function summaryOf(search: SavedSearch): string {
  const fresh = search.newSinceLastVisit;
  return `${search.placeLabel}${search.paused ? ' · Paused' : ''}${fresh > 0 ? ` · ${fresh === 1 ? '1 home' : `${fresh} homes`} new since your last visit` : ''}`;
}

/** One saved search in the account: open it, rename it, how often it writes, pause it, delete it. */
export function SavedSearchItem({ search }: { search: SavedSearch }) {
  const id = useId();
  const { update, remove } = useSavedSearchChanges(search);
  const rename = useRename(search, update);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const failure = update.error ?? remove.error;
  return (
    <li className={cardClass} aria-labelledby={`${id}-name`}>
      <h2 id={`${id}-name`} className={primitiveStyles.sectionTitle}>
        {search.name}
      </h2>
      <p className={accountStyles.muted}>{summaryOf(search)}</p>
      <div className={styles.actions}>
        <Link to={paths.search.listings.href(savedSearchPlace(search.place), { savedSearch: search.id })} className={styles.open}>
          Open the results<VisuallyHidden> of {search.name}</VisuallyHidden>
        </Link>
        <Button variant="secondary" size="small" onClick={rename.toggle} aria-expanded={rename.renaming}>
          Rename
        </Button>
        <Button variant="secondary" size="small" busy={update.isPending && update.variables?.paused !== undefined} onClick={() => update.mutate({ paused: !search.paused })}>
          {search.paused ? 'Resume alerts' : 'Pause alerts'}
        </Button>
        <Button variant="secondary" size="small" onClick={() => setConfirmDelete(true)}>
          Delete
        </Button>
      </div>
      {rename.renaming && <RenameForm id={id} rename={rename} busy={update.isPending && update.variables?.name !== undefined} />}
      <FrequencyField id={id} search={search} update={update} />
      {confirmDelete && <DeleteConfirmation search={search} busy={remove.isPending} onDelete={() => remove.mutate()} onKeep={() => setConfirmDelete(false)} />}
      {failure && (
        <p className={styles.error} role="alert">
          {failure.message}
        </p>
      )}
    </li>
  );
}
