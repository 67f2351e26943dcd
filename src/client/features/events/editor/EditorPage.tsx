import { Button, Card, Center, Modal, Stack, Text } from '@mantine/core';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { assertNever } from '../../../../shared/common/assertNever';
import { loginUrlFor } from '../../../../shared/auth/loginRedirect';
import { DRAFT_MESSAGES } from '../../../../shared/drafts/copy';
import { errorMessage } from '../../../app/lib/errors';
import { ErrorCard } from '../../../app/errors/ErrorCard';
import { PageLoader } from '../../../app/ui/PageLoader';
import { EditorWorkspace } from './EditorWorkspace';
import { EDIT_CANCELLED, EDIT_STARTED, NOT_HOST } from './messages';
import type { EditorSource } from './model';
import { useEditorLoad } from './useEditorLoad';

/** The event editor of /event/create, /event/edit/{id}, drafts, clones and quick-create. */
export function EditorPage({ source }: { source: EditorSource }) {
  const load = useEditorLoad(source);
  const location = useLocation();
  const navigate = useNavigate();
  switch (load.status) {
    case 'loading':
      return <PageLoader />;
    case 'needsLogin':
      return <Navigate replace to={loginUrlFor({ path: location.pathname, search: location.search })} />;
    case 'draftMissing':
      return (
        <Modal opened onClose={() => navigate('/events')} title={DRAFT_MESSAGES.errorTitle} centered>
          <Stack>
            <Text>{DRAFT_MESSAGES.notFound}</Text>
            <Button onClick={() => navigate('/events', { state: { activeTab: 'DRAFTS' } })}>
              {DRAFT_MESSAGES.viewMyDrafts}
            </Button>
          </Stack>
        </Modal>
      );
    case 'notHost':
    case 'started':
    case 'cancelled':
      return (
        <Center mih="50vh" p="md">
          <Card withBorder maw={440} data-testid="editor-cannot-edit">
            <Stack align="center" ta="center">
              <Text>{CANNOT_EDIT[load.status]}</Text>
              <Button component={Link} to={`/event/${load.eventId}`}>
                Go to the party page
              </Button>
            </Stack>
          </Card>
        </Center>
      );
    case 'error':
      return <ErrorCard detail={errorMessage(load.error, '')} />;
    case 'ready':
      return <EditorWorkspace source={source} load={load} />;
    default:
      return assertNever(load, 'editor status');
  }
}

const CANNOT_EDIT = { notHost: NOT_HOST, started: EDIT_STARTED, cancelled: EDIT_CANCELLED } as const;
