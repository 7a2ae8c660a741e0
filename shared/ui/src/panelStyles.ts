import panelStyles from './Panel.module.css';

/** The raised panel (`panelStyles.panel`), for markup a slice writes itself; join it with the slice's own class. */
export { panelStyles };
