import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/backend/db/schema/index.ts',
  out: './lib/backend/db/migrations',
  casing: 'snake_case',
});
