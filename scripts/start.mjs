// `npm start`: builds the client when dist/ is missing or older than its sources, then runs the server in
// this same process (so stopping this PID stops everything, the embedded database included).
import { ensureClientBuilt } from './clientBuild.mjs';

try {
  ensureClientBuilt();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const { register } = await import('tsx/esm/api');
register();
await import('../src/server/index.ts');
