/**
 * An id for one send, so a retried request is stored and delivered once. crypto.randomUUID exists only on
 * secure pages (https, localhost); elsewhere the server picks the id.
 */
export const newMessageId = (): string | undefined =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : undefined;
