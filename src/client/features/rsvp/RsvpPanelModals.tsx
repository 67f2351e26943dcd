import { Suspense } from 'react';
import type { EventPage } from '../../../shared/events/eventPageSchema';
import type { GuestAccess } from './guestAccess';
import { AppDownloadModal, TextPermissionModal } from '../accounts';
import { GuestTextPermissionModal, RsvpModal, YouAreGoingModal } from './onDemand';
import { RsvpReceivedModal } from './RsvpReceivedModal';
import type { RsvpFlow } from './useRsvpFlow';

type RsvpPanelModalsProps = {
  flow: RsvpFlow;
  event: EventPage['event'];
  eventId: string;
  access: GuestAccess;
  disabled: boolean;
  waitlist: boolean;
};

/** The RSVP modal, the invitation shown after a yes, and the one prompt due after an answer. */
export function RsvpPanelModals({ flow, event, eventId, access, disabled, waitlist }: RsvpPanelModalsProps) {
  const { invitee } = flow;
  return (
    <>
      {!disabled && flow.draft && (
        <Suspense fallback={null}>
          <RsvpModal
            kind={flow.modal}
            onClose={flow.close}
            currentStatus={
              invitee?.rsvpStatus === 'YES' || invitee?.rsvpStatus === 'NO' ? invitee.rsvpStatus : null
            }
            waitlist={waitlist}
            openInvite={event.openInvite}
            questions={event.questions}
            hostName={event.hostedBy}
            draft={flow.draft}
            onDraftChange={flow.changeDraft}
            askName={flow.askName}
            askContact={flow.askContact}
            communicationPreference={event.communicationPreference}
            busy={flow.busy}
            error={flow.error}
            onSubmit={flow.submit}
            songSearch={event.playlistId ? { eventId, ...access } : undefined}
          />
        </Suspense>
      )}
      {flow.payoff && (
        <Suspense fallback={null}>
          <YouAreGoingModal
            event={event}
            access={access}
            askedToJoin={flow.payoff === 'askedToJoin'}
            onClose={flow.closeInvitation}
          />
        </Suspense>
      )}
      <PostRsvpPrompt flow={flow} />
    </>
  );
}

/** The prompt due after an answer: text permission, 'RSVP received' (add an e-mail), or the app download. */
function PostRsvpPrompt({ flow }: { flow: RsvpFlow }) {
  return (
    <>
      {flow.prompt === 'textPermission' &&
        (flow.signedIn ? (
          <TextPermissionModal opened onClose={flow.closePrompt} />
        ) : (
          <Suspense fallback={null}>
            <GuestTextPermissionModal
              answer={flow.lastAnswer}
              recorded={flow.recorded}
              onClose={flow.closePrompt}
            />
          </Suspense>
        ))}
      {flow.prompt === 'completeProfile' && <RsvpReceivedModal onClose={flow.closePrompt} />}
      {flow.storeLinks && (
        <AppDownloadModal
          opened={flow.prompt === 'appDownload'}
          onClose={flow.closePrompt}
          links={flow.storeLinks}
        />
      )}
    </>
  );
}
