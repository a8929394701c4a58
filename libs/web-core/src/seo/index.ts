export * from './page-head';
export * from './page-heads';
export * from './structured-data';
export * from './canonical';
export * from './request-heading';
