// The platform's own tables: the identity and access tables the security core resolves callers,
// permissions and data scope from, sessions, shared short-lived values, the scheduler's jobs, the
// operation log the HTTP layer writes, the file registry, the outbound message log and the
// database's own facts. Every feature's tables live in its folder (tables.ts); root/schema.ts
// lists them all for drizzle-kit.
export * from './identity';
export * from './sessions';
export * from './files';
export * from './jobs';
export * from './oper-log';
export * from './messages';
export * from './meta';
