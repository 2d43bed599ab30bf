import { defineConfig } from 'drizzle-kit'

// Migrations are generated from src/server/db/schema.ts into ./drizzle and committed;
// they apply at server start on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './drizzle',
})
