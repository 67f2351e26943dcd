import { Button, Modal, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { DRAFT_MESSAGES } from '../../../shared/drafts/copy';
import { eventsTabState } from './draftPaths';

/** The spec's 'Draft Error' modal: the draft is gone (or was never the viewer's); the way out is their drafts. */
export function DraftErrorModal() {
  const navigate = useNavigate();
  const viewDrafts = () => navigate('/events', { replace: true, state: eventsTabState('DRAFTS') });
  return (
    <Modal opened onClose={viewDrafts} title={DRAFT_MESSAGES.errorTitle} centered radius="lg">
      <Stack gap="lg">
        <Text>{DRAFT_MESSAGES.notFound}</Text>
        <Button onClick={viewDrafts} data-autofocus>
          {DRAFT_MESSAGES.viewMyDrafts}
        </Button>
      </Stack>
    </Modal>
  );
}
