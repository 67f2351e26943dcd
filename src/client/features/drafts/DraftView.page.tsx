import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Menu,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCalendar, IconDots, IconMapPin, IconPencil, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { addressLine } from '../../../shared/events/eventAddress';
import { eventWhenText, savedAtText } from '../../../shared/events/eventDateText';
import { UNTITLED_PARTY } from '../../../shared/events/eventLabels';
import { type Draft } from '../../../shared/drafts/schema';
import { DRAFT_MESSAGES } from '../../../shared/drafts/copy';
import { errorCode, errorMessage } from '../../app/lib/errors';
import { notify } from '../../app/lib/notify';
import { useTRPC } from '../../app/lib/trpc';
import { DraftErrorModal } from './DraftErrorModal';
import classes from './DraftView.module.css';
import { draftEditPath, eventsTabState } from './draftPaths';
import { useDraftInvalidation } from './invalidation';
import { useDraftLive, useDraftQuery } from './queries';
import { openConfirmModal } from '../../app/lib/confirmModals';

const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** /event/draft/{draftId}: a read-only look at a saved draft, with Edit and a Delete draft menu. */
export function DraftViewPage() {
  const { draftId = '' } = useParams();
  const draftQuery = useDraftQuery(draftId);
  // Saved again in another tab (its editor autosaves), or deleted there.
  useDraftLive(draftId, { readAt: () => draftQuery.dataUpdatedAt });

  if (draftQuery.isPending) {
    return (
      <Container size="md" py={{ base: 'lg', sm: 48 }}>
        <Skeleton height={420} radius="lg" />
      </Container>
    );
  }
  if (draftQuery.error) {
    // A missing draft, someone else's, or an id that is not one at all: the spec's Draft Error.
    const code = errorCode(draftQuery.error);
    if (code === 'NOT_FOUND' || code === 'BAD_REQUEST') return <DraftErrorModal />;
    return (
      <Container size="sm" py="xl">
        <Text c="red" ta="center">
          {errorMessage(draftQuery.error, 'Sorry, something went wrong. Please try again.')}
        </Text>
      </Container>
    );
  }
  return <DraftView draft={draftQuery.data.draft} />;
}

function DraftView({ draft }: { draft: Draft }) {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const { draftList } = useDraftInvalidation();
  const { event } = draft;
  const now = Date.now();
  const title = event.title.trim() || UNTITLED_PARTY;

  const deleteDraft = useMutation(
    trpc.drafts.deleteDraft.mutationOptions({
      onSuccess: async () => {
        await draftList();
        navigate('/events', { state: eventsTabState('DRAFTS') });
      },
      onError: (error) => notify.error(errorMessage(error, 'Sorry, something went wrong. Please try again.')),
    }),
  );

  const confirmDelete = () =>
    openConfirmModal({
      title: 'Delete draft',
      children: <Text size="sm">{DRAFT_MESSAGES.deleteConfirm}</Text>,
      labels: { confirm: 'Yes, delete', cancel: 'Not now' },
      confirmProps: { color: 'red' },
      onConfirm: () => deleteDraft.mutate({ eventUuid: draft.eventId }),
    });

  return (
    <Container size="md" py={{ base: 'lg', sm: 48 }}>
      <Card withBorder padding={0} className={classes.card}>
        <div className={classes.layout}>
          <DraftCover photoUrl={event.photoUrl} colors={event.colors} />
          <Stack gap="md" className={classes.details}>
            <DraftHeader savedAt={draft.lastSavedTimestamp} now={now} onDelete={confirmDelete} />

            <Title order={1} className={classes.title}>
              {title}
            </Title>

            <Group gap="sm" wrap="nowrap" align="flex-start">
              <IconCalendar size={20} className={classes.icon} aria-hidden="true" />
              <Text>{eventWhenText(event, { now, viewerTimeZone: viewerTimeZone() })}</Text>
            </Group>
            <DraftPlace location={event.location} />

            {event.description.trim() && <Text className={classes.description}>{event.description}</Text>}

            <DraftQuestions questions={event.questions} />

            <Button
              size="md"
              mt="auto"
              leftSection={<IconPencil size={18} />}
              onClick={() => navigate(draftEditPath(draft))}
              loading={deleteDraft.isPending}
            >
              Edit
            </Button>
          </Stack>
        </div>
      </Card>
    </Container>
  );
}

/** The draft's cover, or its tint while it has none. */
function DraftCover({
  photoUrl,
  colors,
}: {
  photoUrl: string | null | undefined;
  colors: Draft['event']['colors'];
}) {
  return (
    <div
      className={classes.cover}
      style={
        photoUrl
          ? undefined
          : {
              background: `linear-gradient(135deg, ${colors?.primary ?? '#f0c6fb'}, ${colors?.secondary ?? '#ffe4d6'})`,
            }
      }
    >
      {photoUrl ? (
        <img src={photoUrl} alt="" className={classes.coverImage} />
      ) : (
        <Text c="white" fw={600} className={classes.noCover}>
          No cover yet
        </Text>
      )}
    </div>
  );
}

/** "Draft", when it was saved, and the menu with Delete draft. */
function DraftHeader({ savedAt, now, onDelete }: { savedAt: number; now: number; onDelete: () => void }) {
  return (
    <Group justify="space-between" wrap="nowrap" align="center">
      <Group gap="xs">
        <Badge color="gray" variant="light" size="lg" radius="sm" className={classes.badge}>
          Draft
        </Badge>
        <Text size="sm" c="dimmed">
          {savedAtText(savedAt, { now, viewerTimeZone: viewerTimeZone() })}
        </Text>
      </Group>
      <Menu position="bottom-end" shadow="md" width={180}>
        <Menu.Target>
          <ActionIcon variant="subtle" color="dark" radius="xl" size="lg" aria-label="Draft options">
            <IconDots size={20} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={onDelete}>
            Delete draft
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}

/** Where the party is to be, as far as the draft says. */
function DraftPlace({ location }: { location: Draft['event']['location'] }) {
  const address = addressLine(location?.address);
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <IconMapPin size={20} className={classes.icon} aria-hidden="true" />
      {location?.displayName ? (
        <Stack gap={0}>
          <Text>{location.displayName}</Text>
          {address && address !== location.displayName && (
            <Text size="sm" c="dimmed">
              {address}
            </Text>
          )}
        </Stack>
      ) : (
        <Text c="dimmed">No location yet</Text>
      )}
    </Group>
  );
}

/** The questions guests will be asked (the empty ones are not asked). */
function DraftQuestions({ questions: all }: { questions: Draft['event']['questions'] }) {
  const questions = all.filter((q) => q.question.trim());
  if (questions.length === 0) return null;
  return (
    <Stack gap={6}>
      <Text fw={600} size="sm" tt="uppercase" c="dimmed">
        Guest questions
      </Text>
      {questions.map((q, i) => (
        <Text key={q.questionUuid ?? i} size="sm">
          {q.question}
          {q.isRequired ? ' *' : ''}
        </Text>
      ))}
    </Stack>
  );
}
