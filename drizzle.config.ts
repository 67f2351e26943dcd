import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` uses this: it diffs the schema files against the committed migrations.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/platform/db/schema/index.ts',
  out: './src/server/platform/db/migrations',
});
