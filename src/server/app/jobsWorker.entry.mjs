// The jobs thread's entry (jobsThread.ts): worker threads inherit neither `--import tsx` nor a loader
// registered by the main thread, so this loads the TypeScript body through tsx's own import.
import { tsImport } from 'tsx/esm/api';

await tsImport('./jobsWorker.ts', import.meta.url);
