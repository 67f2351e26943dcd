export type SmsMessage = { to: string; text: string; meta?: Record<string, unknown> };

export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}
