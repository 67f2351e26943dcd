/// <reference types="vite/client" />

/** Build time in epoch milliseconds, set by vite.config.ts; also served as /version.json {buildDate}. */
declare const __BUILD_DATE__: number;
