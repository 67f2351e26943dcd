// Types of buildServer.mjs for the TypeScript that imports it (test/api/productionBuild.test.ts).
import type { Metafile } from 'esbuild';

export const SERVER_ENTRY_POINTS: Record<string, string>;
export function buildServer(options?: { outDir?: string }): Promise<Metafile>;
export const TEST_SERVER_BUNDLE_ENV: string;
export function buildTestServer(): Promise<string>;
