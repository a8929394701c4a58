export * from './texts';
export * from './format';
export * from './shell.texts';
export * from './renovation.texts';
export * from './cleaning.texts';
export * from './chat.texts';
export * from './calculator.texts';
export * from './legal.texts';
