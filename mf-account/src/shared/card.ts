import { classes, panelStyles } from '@homeward/ui';
import styles from './Account.module.css';

/** An account page's card: the kernel's raised panel, spaced as the account pages space it. */
export const cardClass = classes(panelStyles.panel, styles.card);
