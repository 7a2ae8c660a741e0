import { useId, useState } from 'react';
import { partnerTypeLabel } from '@homeward/domain';
import { fieldStyles } from '@homeward/ui';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { useDecidePartnerApplication } from './api';
import { PARTNER_DECISIONS, type PartnerDecision } from './decisions';
import type { PartnerApplication } from './schemas';
import styles from '../../shared/Admin.module.css';

function NoteField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const id = useId();
  return (
    <div className={styles.control}>
      <label htmlFor={id} className={styles.controlLabel}>
        Note to the applicant (optional)
      </label>
      <textarea id={id} className={`${fieldStyles.input} ${fieldStyles.textarea}`} value={value} maxLength={1000} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

/** Asks before an application is approved (its partner profile is made) or rejected, with an optional note. */
export function DecisionDialog({ app, status, onClose }: { app: PartnerApplication; status: PartnerDecision; onClose: () => void }) {
  const decide = useDecidePartnerApplication();
  const [note, setNote] = useState('');
  const words = PARTNER_DECISIONS[status];
  return (
    <ConfirmDialog
      title={`${words.label} ${app.company}?`}
      confirmLabel={words.label}
      busyLabel={words.busy}
      danger={status === 'rejected'}
      doneMessage={`${app.company}: ${words.done}.`}
      onClose={onClose}
      onConfirm={() => decide.mutateAsync({ id: app.id, decision: { status, ...(note.trim() ? { note: note.trim() } : {}) } })}
    >
      <p>
        {status === 'approved'
          ? `${app.contactName} gets a ${partnerTypeLabel(app.partnerType).toLowerCase()} profile and its dashboard.`
          : `${app.contactName} is told the application was not accepted.`}
      </p>
      <NoteField value={note} onChange={setNote} />
    </ConfirmDialog>
  );
}
