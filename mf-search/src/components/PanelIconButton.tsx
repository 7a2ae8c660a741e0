import { controlStyles } from '@homeward/ui';

const ICON_PATHS = {
  close: 'm6.4 5 5.6 5.6L17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z',
  back: 'M20 11H7.8l5.6-5.6L12 4l-8 8 8 8 1.4-1.4L7.8 13H20z',
};

/** The round button in a full-screen panel's header that closes it or goes back to the results. */
export function PanelIconButton({ icon, label, onClick }: { icon: keyof typeof ICON_PATHS; label: string; onClick: () => void }) {
  return (
    <button type="button" className={controlStyles.iconButton} onClick={onClick} aria-label={label}>
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
        <path fill="currentColor" d={ICON_PATHS[icon]} />
      </svg>
    </button>
  );
}
