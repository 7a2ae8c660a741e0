import menuStyles from './Menu.module.css';

/** A menu's rows (`menuStyles.item`), for menus a slice or the shell draws itself. */
export { menuStyles };
