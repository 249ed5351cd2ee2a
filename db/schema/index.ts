export * from './accounts';
export * from './assessment';
export * from './content';
export * from './library';
export * from './organisation';
export * from './trade';
export * from './settings';
