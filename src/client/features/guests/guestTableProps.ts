import type { SortColumn, SortState } from '../../../shared/guests/guestTable';
import type { WaitlistStatus } from '../../../shared/events/schema';
import type { ManagedGuest } from './managedGuest';

export type TableQuestion = { questionUuid: string; question: string };

export type GuestTableProps = {
  /** The loaded pages' rows, in the server's order (filter, search and sort are the server's). */
  guests: readonly ManagedGuest[];
  /** Rows of the current filter and search, loaded or not. */
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  questions: readonly TableQuestion[];
  questionUuid: string | null;
  onQuestionChange: (questionUuid: string) => void;
  sort: SortState;
  onSort: (column: SortColumn) => void;
  mobile: boolean;
  /** The party has a waitlist: waiting and denied guests show as Waitlisted and Denied. */
  hasWaitlist: boolean;
  /** The waitlist dropdown: the event has a waitlist and the viewer is its host (not a cohost). */
  showWaitlist: boolean;
  /** A cancelled party: statuses only, no send, edit, delete or waitlist controls. */
  readOnly?: boolean;
  sendingIds: ReadonlySet<string>;
  onSendOne: (guest: ManagedGuest) => void;
  onEdit: (guest: ManagedGuest) => void;
  onDelete: (guest: ManagedGuest) => void;
  onReview: (guest: ManagedGuest, status: WaitlistStatus) => void;
};
