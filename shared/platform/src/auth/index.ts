export * from './authConfig';
export * from './providerTokens';
export * from './storeLogin';
export * from './sessionRefresh';
export * from './sessionMonitor';
