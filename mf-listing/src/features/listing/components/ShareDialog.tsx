import { useId, useState } from 'react';
import { Button, Notice } from '@homeward/ui';
import { Modal as Dialog } from '@homeward/ui';
import fields from '../../../components/DialogFields.module.css';
import styles from './Dialogs.module.css';

/** Share popup: copy the link, or hand it to the mail or messages app. */
export function ShareDialog({ open, onClose, url, title }: { open: boolean; onClose: () => void; url: string; title: string }) {
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const linkId = useId();
  const text = `${title} on Homeward: ${url}`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('copied');
    } catch {
      // Clipboard access can be refused; selecting the link lets the user copy it by hand.
      (document.getElementById(linkId) as HTMLInputElement | null)?.select();
      setCopied('failed');
    }
  }

  return (
    <Dialog
      open={open}
      onClose={() => {
        setCopied('idle');
        onClose();
      }}
      title="Share this home"
      subtitle={title}
    >
      <label htmlFor={linkId} className={fields.label}>
        Link to this home
      </label>
      <div className={fields.row}>
        <input id={linkId} className={fields.input} value={url} readOnly onFocus={(e) => e.currentTarget.select()} />
        <Button onClick={copy}>Copy link</Button>
      </div>
      {/* "Link copied." goes after 10 s (spec 9); the hand-copy hint stays while the user acts on it. */}
      <Notice
        className={styles.status}
        message={copied === 'copied' ? 'Link copied.' : copied === 'failed' ? 'The link is selected: press Ctrl+C (or ⌘C) to copy it.' : ''}
        dismissAfter={copied === 'failed' ? null : undefined}
      />
      <div className={styles.shareLinks}>
        <a className={styles.shareLink} href={`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(text)}`}>
          Share by email
        </a>
        <a className={styles.shareLink} href={`sms:?&body=${encodeURIComponent(text)}`}>
          Share by text message
        </a>
      </div>
    </Dialog>
  );
}
