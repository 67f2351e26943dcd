/**
 * The layers of the tree, checked by `npm run check:deps` (part of `npm test`).
 *   src/shared            pure rules, schemas and copy; imports nothing from server or client
 *   src/server/platform   machinery (http, trpc, db, jobs, providers, mail, env): no product rules; never imports
 *                         core, a feature, or a feature's shared folder (src/shared/<feature>/)
 *   src/server/core       the domain kernel: event and invitee access (core/access) and the event-level procedure
 *                         builders (core/procedures.ts); uses the platform and src/shared, never a feature
 *   src/server/features/* one folder per product noun, standing on core and the platform; a builder or access
 *                         rule only it uses is in its access.ts; another feature only through its index.ts
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
      comment: 'Core and the features use the platform, never the reverse.',
      from: { path: '^src/server/platform/' },
      to: { path: '^src/server/(core|features|app)/' },
    },
    {
      name: 'platform-holds-no-feature-rules',
      severity: 'error',
      comment:
        'The platform is machinery: of src/shared it uses only the generic parts (common/, constants.ts, and ' +
        'live/, the live-update wire kinds its subscription machinery carries). Left as they are for now: ' +
        "providers/ (each implements one feature's kind and speaks its types: maps and places, art and themes), " +
        "db/schema/ (JSON columns typed by the wire schemas), and two single imports named below (the mail's " +
        "'Untitled Party', the env's social-links check).",
      from: { path: '^src/server/platform/', pathNot: '^src/server/platform/(providers|db/schema)/' },
      to: {
        path: '^src/shared/',
        pathNot: [
          '^src/shared/(common|live)/',
          '^src/shared/constants\\.ts$',
          '^src/shared/events/eventLabels\\.ts$',
          '^src/shared/legal/siteDetails\\.ts$',
        ],
      },
    },
    {
      name: 'core-never-imports-features',
      severity: 'error',
      comment:
        'Features stand on core (event and invitee access, the event-level builders); core knows none of them.',
      from: { path: '^src/server/core/' },
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
      name: 'client-events-is-the-base',
      severity: 'error',
      comment:
        'Client events/ is the base (queries, editor, list); the party page that composes rsvp, guests, messages, ' +
        'album and music is partyPage/. events never imports them, so their caches depend on events one way.',
      from: { path: '^src/client/features/events/' },
      to: { path: '^src/client/features/(rsvp|guests|messages|album|music|partyPage)/' },
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
