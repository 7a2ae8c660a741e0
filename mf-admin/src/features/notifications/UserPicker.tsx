import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Spinner, fieldStyles, inputClass, rowClass } from '@homeward/ui';
import { usersQuery } from '../../shared/api';
import { errorText } from '../../shared/DataTable';
import { formatPhone, fullName } from '../../shared/format';
import styles from '../../shared/Admin.module.css';

type OnPick = (id: string, name: string) => void;

/** The users (not managers) a search finds, each a button that picks them. */
function UserMatches({ search, onPick }: { search: string; onPick: OnPick }) {
  const results = useQuery({ ...usersQuery({ search, pageSize: 8, filter: 'all' }), enabled: search.length > 0 });
  const users = results.data?.items.filter((u) => u.role !== 'MANAGER') ?? [];
  if (results.isLoading) {
    return (
      <p className={styles.muted}>
        <Spinner size={16} label="" /> Searching…
      </p>
    );
  }
  if (results.error) return <p className={fieldStyles.alert}>{errorText(results.error)}</p>;
  if (users.length === 0) return <p className={styles.muted}>Nobody matches “{search}”.</p>;
  return (
    <ul className={styles.choiceList} aria-label="Matching users">
      {users.map((u) => (
        <li key={u.id}>
          <button type="button" className={styles.choice} style={{ width: '100%', background: 'none', font: 'inherit', textAlign: 'left' }} onClick={() => onPick(u.id, fullName(u))}>
            <span className={styles.stack}>
              <span className={styles.strong}>{fullName(u)}</span>
              <span className={styles.muted}>{[u.email, formatPhone(u.phone)].filter(Boolean).join(' · ')}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The chosen user, with a way to choose someone else. */
function ChosenUser({ name, onPick }: { name: string; onPick: OnPick }) {
  return (
    <div className={styles.control}>
      <span className={styles.controlLabel}>To</span>
      <div className={rowClass({ wrap: true, gap: 2 })}>
        <span className={styles.strong}>{name}</span>
        <Button size="small" variant="secondary" onClick={() => onPick('', '')}>
          Choose someone else
        </Button>
      </div>
    </div>
  );
}

/** Finds the one user a notice goes to. */
export function UserPicker({ value, name, onPick, error }: { value?: string; name?: string; onPick: OnPick; error?: string }) {
  const inputId = useId();
  const errorId = useId();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  if (value && name) return <ChosenUser name={name} onPick={onPick} />;
  return (
    <div className={styles.control}>
      <label htmlFor={inputId} className={styles.controlLabel}>
        Find the user by name, email or phone
      </label>
      <div className={rowClass({ gap: 2 })}>
        <input
          id={inputId}
          type="search"
          className={inputClass(error)}
          value={text}
          maxLength={100}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              setSearch(text.trim());
            }
          }}
        />
        <Button variant="secondary" onClick={() => setSearch(text.trim())}>
          Find
        </Button>
      </div>
      <p id={errorId} className={fieldStyles.error}>
        {error ?? ''}
      </p>
      {search && (
        <div aria-live="polite">
          <UserMatches search={search} onPick={onPick} />
        </div>
      )}
    </div>
  );
}
