// The party page's first getEvent reply, carried in its HTML (issue 14: total blocking time). The server puts
// the very reply the page's first query would get, for the very caller, in a data block; the client puts it in
// TanStack Query's cache before its first render, so the page renders with its data (in a transition, in slices)
// instead of rendering again, in one long task, when a fetch answers.

/** The id of the data block (a `<script type="application/json">` at the end of the body). */
export const QUERY_SEED_ID = 'elk-query-seed';

/** One query's reply: the tRPC procedure (dotted path), its input, its data, and when it was made (epoch ms). */
export type QuerySeed = { path: string; input: unknown; at: number; data: unknown };
