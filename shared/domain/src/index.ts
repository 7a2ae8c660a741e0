export * from './redirect';
