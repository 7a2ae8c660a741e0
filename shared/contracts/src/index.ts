import './zodConfig';
export * from './envelope';
export * from './remotes';
export * from './events';
export * from './session';
export * from './api';
export * from './pagePaths';
export * from './siteConfig';
export * from './accountPages';
