export * from './system';
export * from './auth';
