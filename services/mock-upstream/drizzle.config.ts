import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` uses this file: it diffs src/db/schema against the committed
// snapshots and writes SQL into src/db/migrations. No database connection is needed.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
