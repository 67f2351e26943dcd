import { Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { NOTIFICATION_TEXT } from '../../../shared/notifications/copy';
import { errorMessage } from '../../app/lib/errors';
import { notify } from '../../app/lib/notify';
import { useMessageSettingsQuery, useSetMessageOptOut } from './queries';

/**
 * The profile's account-wide opt-out: reminders, updates, notices and messages about every party stop (sign-in
 * codes still come). Saved as soon as it is flipped.
 */
export function MessageSettings() {
  const settings = useMessageSettingsQuery();
  const save = useSetMessageOptOut();
  // While saving, the switch shows the choice being saved.
  const optedOut = save.isPending ? save.variables.optedOut : settings.data?.optedOut;

  return (
    <Stack gap={6} data-testid="message-settings">
      <Title order={2} size="h5">
        {NOTIFICATION_TEXT.profileHeading}
      </Title>
      {settings.data ? (
        <Switch
          checked={!optedOut}
          disabled={save.isPending}
          label={NOTIFICATION_TEXT.profileSwitch}
          onChange={(event) => {
            const wanted = !event.currentTarget.checked;
            save.mutate(
              { optedOut: wanted },
              {
                onSuccess: () => notify.info(NOTIFICATION_TEXT.saved),
                onError: (cause) =>
                  notify.error(errorMessage(cause, 'Sorry, something went wrong. Please try again.')),
              },
            );
          }}
        />
      ) : (
        <Skeleton height={24} width="80%" aria-label="Loading your message settings" />
      )}
      <Text size="sm" c="dimmed">
        {NOTIFICATION_TEXT.profileHint}
      </Text>
    </Stack>
  );
}
