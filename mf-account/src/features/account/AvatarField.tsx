import { useId, useRef, useState } from 'react';
import { type AccountDetails } from '@homeward/contracts';
import { UPLOAD_CONTENT_TYPES } from '@homeward/contracts/signed-in';
import { bus } from '@homeward/platform';
import { Button, buttonClass, fieldStyles, Notice } from '@homeward/ui';
import { useSaveDetails } from '../../shared/accountApi';
import { Avatar } from './Avatar';
import { uploadProfileImage } from './uploadImage';
import styles from '../../shared/Account.module.css';

/** The profile picture: choose an image (uploaded through a signed URL) or remove it. */
export function AvatarField({ details }: { details: AccountDetails }) {
  const save = useSaveDetails();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);
  const [error, setError] = useState('');
  const [note, setNote] = useState('');

  async function onFile(file: File | undefined) {
    if (!file) return;
    setError('');
    setNote('');
    setBusy('upload');
    try {
      const image = await uploadProfileImage(file);
      await save.mutateAsync({ image });
      setNote('Your new picture is saved.');
      bus.publish({ type: 'toast', kind: 'success', message: 'Your new picture is saved.' });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The image could not be uploaded. Please try again.');
    } finally {
      setBusy(null);
      if (input.current) input.current.value = '';
    }
  }

  async function remove() {
    setError('');
    setBusy('remove');
    try {
      await save.mutateAsync({ image: null });
      setNote('Your picture is removed.');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Your picture could not be removed. Please try again.');
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className={styles.who}>
      <Avatar image={details.image} firstName={details.firstName} lastName={details.lastName} size={88} />
      <div className={styles.whoText}>
        <span className={fieldStyles.label}>Profile picture</span>
        <label htmlFor={inputId} className={[buttonClass('secondary'), styles.fileButton, busy !== null && styles.fileBusy].filter(Boolean).join(' ')}>
          {details.image ? 'Choose a new picture' : 'Choose a picture'}
        </label>
        <input
          ref={input}
          id={inputId}
          className={styles.fileInput}
          type="file"
          accept={UPLOAD_CONTENT_TYPES.join(',')}
          disabled={busy !== null}
          aria-describedby={`${inputId}-hint ${inputId}-error`}
          onChange={(event) => void onFile(event.target.files?.[0])}
        />
        <p id={`${inputId}-hint`} className={fieldStyles.hint}>
          JPEG, PNG, WebP or GIF, up to 2 MB.
        </p>
        {details.image && (
          <div>
            <Button variant="ghost" size="small" busy={busy === 'remove'} disabled={busy === 'upload'} onClick={() => void remove()}>
              Remove picture
            </Button>
          </div>
        )}
        <p id={`${inputId}-error`} className={`${fieldStyles.error} ${fieldStyles.reserve}`} role="alert">
          {error}
        </p>
        <Notice className={styles.status} message={busy === 'upload' ? 'Uploading your picture…' : note} dismissAfter={busy === 'upload' ? null : undefined} />
      </div>
    </div>
  );
}
