import type { ReactNode } from 'react';

export interface TitledSectionProps {
  /** The heading's id, which names the section for assistive technology. */
  id: string;
  title: ReactNode;
  /** The slice's classes for the section and its heading. */
  className?: string;
  titleClassName?: string;
  children: ReactNode;
}

/** A part of a page under its own heading, the section labelled by that heading. */
export function TitledSection({ id, title, className, titleClassName, children }: TitledSectionProps) {
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
