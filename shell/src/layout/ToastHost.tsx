import { useEffect } from 'react';
import { useStore } from 'zustand';
import { bus } from '@homeward/platform';
import styles from './ToastHost.module.css';
import { dismissToast, showToast, toastStore } from './toasts';

/** Shows the toasts any slice publishes on the bus. */
export function ToastHost() {
  const toasts = useStore(toastStore, (s) => s.toasts);
  useEffect(() => {
    const subscription = bus.on('toast').subscribe((event) => showToast(event));
    return () => subscription.unsubscribe();
  }, []);
  return (
    <div className={styles.host} aria-live="polite" aria-relevant="additions">
      {toasts.map((toast) => (
        <div key={toast.id} className={`${styles.toast} ${styles[toast.kind]}`} role={toast.kind === 'error' ? 'alert' : 'status'}>
          <h2 className={styles.title}>{toast.title}</h2>
          <p className={styles.message}>{toast.message}</p>
          <button type="button" className={styles.close} aria-label={`Dismiss ${toast.title.toLowerCase()} message`} onClick={() => dismissToast(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
