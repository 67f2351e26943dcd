import type { ElkEvent } from '../../../shared/events/schema';
import { CsvUploadModal } from './CsvUploadModal';
import { DeleteInviteeModal } from './DeleteInviteeModal';
import { DownloadCsvModal } from './DownloadCsvModal';
import { EditInviteeModal } from './EditInviteeModal';
import type { ManagedGuest } from './managedGuest';
import { PartyCreatedModal } from './PartyCreatedModal';
import { PasteListModal } from './PasteListModal';
import { SendPreviewModal } from './SendPreviewModal';
import { TextConsentModal } from './TextConsentModal';
import { useProfileQuery } from '../accounts';
import type { InviteActions } from './useInviteActions';

export type OpenModal =
  | { kind: 'created' }
  | { kind: 'csv' }
  | { kind: 'paste' }
  | { kind: 'download' }
  | { kind: 'preview' }
  | { kind: 'edit'; guest: ManagedGuest; resend: boolean }
  | { kind: 'delete'; guest: ManagedGuest }
  | null;

/**
 * The page's modals: party created, upload, paste, download, preview, edit, delete and text consent.
 * Party created has its own close, which also marks it seen.
 */
export function InviteModals({
  modal,
  onClose,
  onCloseCreated,
  onInviteByEmail,
  event,
  eventLink,
  invitedEmails,
  actions,
}: {
  modal: OpenModal;
  onClose: () => void;
  onCloseCreated: () => void;
  onInviteByEmail: () => void;
  event: ElkEvent;
  eventLink: string;
  invitedEmails: ReadonlySet<string>;
  actions: InviteActions;
}) {
  // The preview goes to the host's stored e-mail unless they type another.
  const profile = useProfileQuery({ enabled: modal?.kind === 'preview' });
  return (
    <>
      <PartyCreatedModal
        opened={modal?.kind === 'created'}
        eventId={event.id}
        eventLink={eventLink}
        event={event}
        onClose={onCloseCreated}
        onInviteByEmail={onInviteByEmail}
      />
      <CsvUploadModal
        opened={modal?.kind === 'csv'}
        eventId={event.id}
        onClose={onClose}
        onImported={actions.afterCsvImport}
      />
      <PasteListModal opened={modal?.kind === 'paste'} onClose={onClose} onSubmit={actions.addPasted} />
      <DownloadCsvModal
        opened={modal?.kind === 'download'}
        eventId={event.id}
        party={event}
        questions={event.questions}
        onClose={onClose}
      />
      <SendPreviewModal
        opened={modal?.kind === 'preview'}
        defaultEmail={profile.data?.elkUser.emails[0] ?? ''}
        onClose={onClose}
        onSend={actions.sendPreview}
      />
      <EditInviteeModal
        guest={modal?.kind === 'edit' ? modal.guest : null}
        resend={modal?.kind === 'edit' && modal.resend}
        invitedEmails={invitedEmails}
        onClose={onClose}
        onSave={actions.saveInvitee}
      />
      <TextConsentModal
        textCount={actions.textConsent?.textCount ?? null}
        onAnswer={(answer) => actions.textConsent?.answer(answer)}
      />
      <DeleteInviteeModal
        opened={modal?.kind === 'delete'}
        name={modal?.kind === 'delete' ? modal.guest.name : ''}
        busy={actions.deleting}
        onCancel={onClose}
        onConfirm={() => {
          if (modal?.kind === 'delete') void actions.remove(modal.guest).then(onClose);
        }}
      />
    </>
  );
}
