import type { ReactNode } from 'react';
import { attributedPath } from '@homeward/domain';
import { useAttribution } from '../../shared/useAttribution';

/**
 * A link out of a widget. Widgets live in partners' frames, so links open the full site in the
 * top window, carrying the widget and the partner's affiliation.
 */
export function WidgetLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  const attribution = useAttribution();
  return (
    <a href={attributedPath(to, attribution)} target="_top" className={className}>
      {children}
    </a>
  );
}

export function openInTop(path: string): void {
  window.open(path, '_top');
}
