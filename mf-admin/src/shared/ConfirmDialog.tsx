import { useState, type ReactNode } from 'react';
import { bus } from '@homeward/platform';
import { Button, Modal, fieldStyles, rowClass, stackClass } from '@homeward/ui';
import { errorText } from './DataTable';

export interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  danger?: boolean;
  /** Shown as a success toast once the action is done. */
  doneMessage: string;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

/** Asks before a manager's action takes effect; a failure is shown in the dialog, which stays open. */
export function ConfirmDialog({ title, children, confirmLabel, busyLabel, danger, doneMessage, onConfirm, onClose }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>('');
  return (
    <Modal open onClose={() => !busy && onClose()} title={title}>
      <div className={stackClass(3)}>
        {children}
        <p className={fieldStyles.alert} role="alert">
          {failure}
        </p>
        <div className={rowClass({ wrap: true, justify: 'end', gap: 2 })}>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button
            variant={danger ? 'danger' : 'primary'}
            busy={busy}
            onClick={async () => {
              setBusy(true);
              setFailure('');
              try {
                await onConfirm();
                bus.publish({ type: 'toast', kind: 'success', message: doneMessage });
                onClose();
              } catch (error) {
                setFailure(errorText(error));
                setBusy(false);
              }
            }}
          >
            {busy ? busyLabel : confirmLabel}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
