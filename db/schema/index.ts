export * from './accounts';
export * from './assessment';
export * from './conference';
export * from './content';
export * from './library';
export * from './organisation';
export * from './trade';
export * from './settings';
