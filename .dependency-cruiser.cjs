/**
 * The layers of the tree, checked by `npm run check:deps` (part of `npm test`).
 *   src/shared            pure rules, schemas and copy; imports nothing from server or client
 *   src/server/platform   machinery (http, trpc, db, jobs, providers, mail, access, env); never imports a feature
 *   src/server/features/* one folder per product noun; another feature only through its index.ts
 *   src/server/app        the composition root: the app router, the Express app, the /json table and OpenAPI
 *   src/client/app        the shell (router, theme, layout, shared UI, lib); src/client/features/* as on the server
 * Type-only imports count: a loop closed by `import type` is still a loop.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules must not import each other in a loop, not even through type imports.',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'shared-is-pure',
      severity: 'error',
      comment: 'src/shared is imported by server and client; it imports neither.',
      from: { path: '^src/shared/' },
      to: { path: '^src/(server|client)/' },
    },
    {
      name: 'platform-never-imports-features',
      severity: 'error',
      comment: 'Features use the platform, never the reverse.',
      from: { path: '^src/server/platform/' },
      to: { path: '^src/server/(features|app)/' },
    },
    {
      name: 'jobs-never-import-http-or-trpc',
      severity: 'error',
      comment:
        'Jobs run outside any request: nothing a job imports, directly or through other modules, is HTTP or tRPC.',
      from: { path: '^src/server/(platform/jobs/|features/[^/]+/(jobs|[a-zA-Z]*Sender)\\.ts$)' },
      to: { path: '^src/server/(platform/(http|trpc)/|app/)', reachable: true },
    },
    {
      name: 'features-never-import-the-app',
      severity: 'error',
      comment: 'The app composes the features; a feature does not know the app.',
      from: { path: '^src/server/features/' },
      to: { path: '^src/server/app/' },
    },
    {
      name: 'server-feature-through-its-index',
      severity: 'error',
      comment: 'A server feature uses another feature only through that feature\'s index.ts.',
      from: { path: '^src/server/features/([^/]+)/' },
      to: {
        path: '^src/server/features/[^/]+/',
        pathNot: ['^src/server/features/$1/', '^src/server/features/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'client-feature-through-its-index',
      severity: 'error',
      comment: 'A client feature uses another feature only through that feature\'s index.ts.',
      from: { path: '^src/client/features/([^/]+)/' },
      to: {
        path: '^src/client/features/[^/]+/',
        pathNot: ['^src/client/features/$1/', '^src/client/features/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'client-app-never-imports-features-internals',
      severity: 'error',
      comment: 'The client shell (lib, ui, layout) is used by features; only the router and App reach into them.',
      from: { path: '^src/client/app/(lib|ui|errors|styles)/' },
      to: { path: '^src/client/features/' },
    },
    {
      name: 'client-only-types-from-server',
      severity: 'error',
      comment: 'The client knows the server only by the AppRouter type.',
      from: { path: '^src/client/' },
      to: { path: '^src/server/', pathNot: '^src/server/app/router\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/|\\.d\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
