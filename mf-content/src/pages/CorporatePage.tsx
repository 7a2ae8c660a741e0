import { paths } from '@homeward/contracts';
import { useLocation } from 'react-router';
import { buttonClass, classes, layoutStyles } from '@homeward/ui';
import { corporateProgram } from '../content/pages/services';
import { DocumentView } from '../features/content/DocumentView';
import { SmartLink } from '../components/SmartLink';
import { CorporateEnquiryForm } from '../features/enquiry/CorporateEnquiryForm';
import styles from '../shared/Page.module.css';

export function CorporatePage() {
  return (
    <DocumentView doc={corporateProgram}>
      <section className={styles.section}>
        <CorporateEnquiryForm />
      </section>
    </DocumentView>
  );
}

export function CorporateSuccessPage() {
  const state = useLocation().state as { companyName?: string } | null;
  return (
    <article className={classes(layoutStyles.page, styles.page)}>
      <h1>Thank you, we have your enquiry</h1>
      <p className={styles.lead} role="status">
        {state?.companyName ? `Our partnerships team will be in touch about ${state.companyName} ` : 'Our partnerships team will be in touch '}
        within two business days.
      </p>
      <p>In the meantime, you are welcome to share our buyer’s guide with your team.</p>
      <div className={classes(layoutStyles.actions, styles.actions)}>
        <SmartLink to={paths.content.learn.href()} className={buttonClass('primary')}>
          The buyer’s journey
        </SmartLink>
        <SmartLink to="/" className={buttonClass('secondary')}>
          Back to home
        </SmartLink>
      </div>
    </article>
  );
}
