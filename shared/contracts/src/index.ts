export * from './envelope';
export * from './remotes';
export * from './events';
export * from './session';
export * from './api';
export * from './searchUrl';
