export * from './storage';
export * from './bus';
export * from './session';
export * from './http';
export * from './queryClient';
export * from './routeTable';
export * from './remotes';
export { RemoteComponent, type RemoteComponentProps } from './RemoteComponent';
export { createSliceLifecycles, type SliceProps } from './slice';
