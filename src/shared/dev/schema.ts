import { z } from 'zod';

// The local developer tools (dev.outbox): never served in production, nor to another machine.

/** One message the local mail or text provider "sent", as the /dev/outbox page lists it. */
export const outboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  /** E-mail only. */
  subject: z.string().nullable(),
  text: z.string(),
  /** E-mail only. */
  html: z.string().nullable(),
  /** ISO 8601, UTC. */
  createdAt: z.iso.datetime(),
});

/** dev.outbox: the newest messages first, and which providers are configured. */
export const outboxResultSchema = z.object({
  mailProvider: z.string(),
  smsProvider: z.string(),
  messages: z.array(outboxMessageSchema),
});
