export * from './authConfig';
export * from './storeLogin';
export * from './sessionRefresh';
export * from './sessionMonitor';
export * from './pageSessionCookie';
