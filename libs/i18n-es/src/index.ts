export * from './texts';
export * from './format';
export * from './shell.texts';
