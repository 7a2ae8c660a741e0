import type { ReactNode } from 'react';
import { AdminFrame } from '../../shared/AdminFrame';
import { RequestViewsNav } from './RequestViewsNav';

/** The frame of the request dashboard's views: the admin frame with the views' nav above the view. */
export function RequestsFrame({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <AdminFrame title={title} intro={intro}>
      <RequestViewsNav />
      {children}
    </AdminFrame>
  );
}
