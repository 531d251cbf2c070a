export * from './system';
export * from './auth';
export * from './content';
