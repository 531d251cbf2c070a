// Every table of the portal, for drizzle-kit (drizzle.config.ts): the platform's, then each
// feature's own tables.ts. A feature that adds tables adds its line here. Relative paths: drizzle-kit
// loads this file without the project's path aliases.
export * from '../lib/backend/db/schema';
export * from '../features/auth/tables';
export * from '../features/system/tables';
export * from '../features/content/tables';
export * from '../features/member/tables';
export * from '../features/member/payment/tables';
export * from '../features/tool/gen/tables';
export * from '../features/ruoyi-import/tables';
