import { paths } from '@homeward/contracts';
import { Link, useLocation } from 'react-router';
import { buttonClass, classes, layoutStyles, stackClass, primitiveStyles } from '@homeward/ui';
import { company } from '../content/company';
import { careersIntro, findJob, jobs, type Job } from '../content/jobs';
import { ApplicationForm } from '../features/careers/ApplicationForm';
import styles from '../shared/Page.module.css';

export function CareersIndexPage() {
  return (
    <article className={classes(layoutStyles.page, styles.page)}>
      <h1>{careersIntro.title}</h1>
      <p className={styles.lead}>{careersIntro.lead}</p>
      <h2>Open roles</h2>
      <ul className={stackClass(4, primitiveStyles.plainList, styles.cards)}>
        {jobs.map((job) => (
          <li key={job.slug} className={styles.card}>
            <h3>
              <Link to={paths.content.careersJob.href(job.slug)}>{job.title}</Link>
            </h3>
            <p className={styles.meta}>
              {job.team} · {job.location}
            </p>
            <p>{job.summary}</p>
          </li>
        ))}
      </ul>
      <h2>Benefits</h2>
      <ul>
        {careersIntro.benefits.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
      <p>
        Do not see your role? Write to <a href={`mailto:${company.careersEmail}`}>{company.careersEmail}</a> and tell us what you would
        build here.
      </p>
    </article>
  );
}

function JobList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <>
      <h2>{title}</h2>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}

export function JobPage({ slug }: { slug: Job['slug'] }) {
  const job = findJob(slug);
  if (!job) return <CareersIndexPage />;
  return (
    <article className={classes(layoutStyles.page, styles.page)}>
      <p className={styles.breadcrumb}>
        <Link to={paths.content.careers.href()}>Careers</Link>
      </p>
      <h1>{job.title}</h1>
      <p className={styles.meta}>
        {job.team} · {job.location} · {job.type}
      </p>
      <p className={styles.lead}>{job.summary}</p>
      <h2>About the role</h2>
      {job.about.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <JobList title="What you will do" items={job.responsibilities} />
      <JobList title="What you bring" items={job.requirements} />
      <JobList title="Nice to have" items={job.niceToHave} />
      <h2>Pay</h2>
      <p>{job.salary}. We publish the range for every role and pay within it.</p>
      <ApplicationForm position={job.title} />
    </article>
  );
}

export function CareersThankYouPage() {
  const state = useLocation().state as { position?: string; firstName?: string } | null;
  return (
    <article className={classes(layoutStyles.page, styles.page)}>
      <h1>Thank you for applying{state?.firstName ? `, ${state.firstName}` : ''}</h1>
      <p className={styles.lead}>
        We have your application{state?.position ? ` for ${state.position}` : ''}. A member of the hiring team reads every one and will
        reply by email within five business days.
      </p>
      <h2>What happens next</h2>
      <ol>
        <li>A 30-minute call with the hiring manager about your experience and the role.</li>
        <li>A practical session drawn from real work on the team, with no take-home assignment.</li>
        <li>Conversations with two future teammates, then a decision within a week.</li>
      </ol>
      <div className={classes(layoutStyles.actions, styles.actions)}>
        <Link to={paths.content.careers.href()} className={buttonClass('secondary')}>
          See other roles
        </Link>
        <Link to={paths.content.about.href()} className={buttonClass('ghost')}>
          About Homeward
        </Link>
      </div>
    </article>
  );
}
