export * from './system';
export * from './auth';
export * from './content';
export * from './files';
export * from './member';
export * from './jobs';
export * from './oper-log';
export * from './gen';
