export * from './api/api-client';
export * from './auth/session-storage';
export * from './auth/auth.store';
export * from './query/query-client';
export * from './toast/toast.bus';
export * from './remote/remote.texts';
