export * from './system';
export * from './auth';
export * from './content';
export * from './files';
export * from './member';
