export * from './page-head';
export * from './structured-data';
