export * from './texts';
export * from './format';
