import type { Pii } from '../../../../shared/common/phone';

/** The address the merge modal sent a code to: as the server takes it, as shown, and when the code went. */
export type SentPii = Pii & { display: string; sentAt: number };
