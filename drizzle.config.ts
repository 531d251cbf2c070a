import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './root/schema.ts',
  out: './lib/backend/db/migrations',
  casing: 'snake_case',
});
