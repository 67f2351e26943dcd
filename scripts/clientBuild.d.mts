// Types of clientBuild.mjs for the TypeScript that imports it (bench/appProcess.ts).
export function clientBuildIsStale(): boolean;
export function ensureClientBuilt(options?: {
  logLevel?: 'info' | 'warn' | 'error';
  timeoutMs?: number;
}): void;
