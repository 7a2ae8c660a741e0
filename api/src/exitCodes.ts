/** Exit code when the process must not simply be restarted (e.g. its database folder is in use). */
export const EXIT_CONFIG = 78;
/** Exit code after a fatal database failure: a supervisor should start a fresh process. */
export const EXIT_DATABASE_FATAL = 70;
