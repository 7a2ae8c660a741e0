import { useState, type ReactNode } from 'react';
import { Button, buttonClass, classes, layoutStyles } from '@homeward/ui';
import type { Action, LandingDocument } from '../../content/types';
import { ComingSoonModal, type ComingSoonVariant } from '../../components/ComingSoonModal';
import { BlockView, RichText } from '../../components/RichText';
import { SmartLink } from '../../components/SmartLink';
import styles from '../../shared/Page.module.css';

function Actions({ actions }: { actions: readonly Action[] }) {
  const [comingSoon, setComingSoon] = useState<ComingSoonVariant | null>(null);
  return (
    <>
      <div className={classes(layoutStyles.actions, styles.actions)}>
        {actions.map((action) =>
          action.kind === 'link' ? (
            <SmartLink key={action.label} to={action.to} className={buttonClass(action.primary ? 'primary' : 'secondary')}>
              {action.label}
            </SmartLink>
          ) : (
            <Button key={action.label} variant={action.primary ? 'primary' : 'secondary'} onClick={() => setComingSoon(action.variant)}>
              {action.label}
            </Button>
          ),
        )}
      </div>
      <ComingSoonModal variant={comingSoon ?? 'app-only'} open={comingSoon !== null} onClose={() => setComingSoon(null)} />
    </>
  );
}

/**
 * A written page: title, lead, calls to action and sections, all from a content module.
 * `aside` is drawn after the lead (live data such as rate cards); `children` after the sections.
 */
export function DocumentView({ doc, aside, children }: { doc: LandingDocument; aside?: ReactNode; children?: ReactNode }) {
  return (
    <article className={classes(layoutStyles.page, styles.page)}>
      <h1>{doc.title}</h1>
      {doc.updated && <p className={styles.updated}>{doc.updated}</p>}
      {doc.lead && (
        <p className={styles.lead}>
          <RichText text={doc.lead} />
        </p>
      )}
      {doc.actions && doc.actions.length > 0 && <Actions actions={doc.actions} />}
      {aside}
      {doc.sections.map((section) => (
        <section key={section.heading} className={styles.section}>
          <h2>{section.heading}</h2>
          {section.blocks.map((block, index) => (
            <BlockView key={index} block={block} />
          ))}
        </section>
      ))}
      {children}
    </article>
  );
}
