import { defineConfig } from 'drizzle-kit';

/** `npx drizzle-kit generate` (from server/) writes SQL migrations the server applies at start. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
