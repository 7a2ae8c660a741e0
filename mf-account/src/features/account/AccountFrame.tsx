import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@homeward/contracts';
import { usePageTitle } from '@homeward/platform';
import { classes, layoutStyles, rowClass, primitiveStyles } from '@homeward/ui';
import styles from '../../shared/Account.module.css';

export interface AccountFrameProps {
  title: string;
  intro?: ReactNode;
  /** False on the overview itself, which needs no way back to itself. */
  backLink?: boolean;
  children: ReactNode;
}

/** The frame of every account page: a way back to the overview, the page heading, and its content. */
export function AccountFrame({ title, intro, backLink = true, children }: AccountFrameProps) {
  usePageTitle(title);
  return (
    <div className={classes(layoutStyles.page, styles.page)}>
      {backLink && (
        <nav aria-label="Breadcrumb" className={styles.crumbs}>
          <ol className={rowClass({ wrap: true, gap: 2 }, primitiveStyles.plainList, primitiveStyles.smallPrint)}>
            <li>
              <Link to={paths.account.overview.href()}>Account settings</Link>
            </li>
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
      )}
      <h1 className={layoutStyles.title}>{title}</h1>
      {intro && <p className={styles.intro}>{intro}</p>}
      {children}
    </div>
  );
}
