import styles from '../../shared/Account.module.css';

function initials(first?: string | null, last?: string | null): string {
  return `${first?.trim()[0] ?? ''}${last?.trim()[0] ?? ''}`.toUpperCase() || '?';
}

/** The user's picture, or their initials in a circle of the same size (so nothing moves once it loads). */
export function Avatar({ image, firstName, lastName, size = 72 }: { image?: string | null; firstName?: string | null; lastName?: string | null; size?: number }) {
  return (
    <span className={styles.avatar} style={{ width: size, height: size, fontSize: size * 0.38 }} aria-hidden="true">
      {image ? <img src={image} alt="" width={size} height={size} /> : initials(firstName, lastName)}
    </span>
  );
}
