/**
 * The exhaustive-switch guard (spec section 8: an unhandled status value throws an error). Put in a switch's
 * default: TypeScript refuses the call while a case is missing, and a value from outside the types (an old
 * client, a new server status) throws instead of rendering nothing.
 */
export function assertNever(value: never, what = 'value'): never {
  throw new Error(`Unhandled ${what}: ${JSON.stringify(value)}`);
}
