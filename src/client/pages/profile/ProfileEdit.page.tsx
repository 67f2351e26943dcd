import { Badge, Button, Card, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconLogout, IconMail } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { MSG } from '../../../shared/messages';
import { UserAvatar } from '../../components/UserAvatar/UserAvatar';
import { errorMessage } from '../../lib/errors';
import { flushLogsWithBeacon, log } from '../../lib/log';
import { notify } from '../../lib/notify';
import { useTRPC } from '../../lib/trpc';

function clearLocalData() {
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch (error) {
    log.warn('Clearing local storage on logout failed', error);
  }
}

/** /profile/edit (minimal for now): who you are, and Log out. */
export function ProfileEditPage() {
  const trpc = useTRPC();
  const user = useQuery(trpc.users.getElkUser.queryOptions({}));
  const logout = useMutation(trpc.auth.logout.mutationOptions());
  const profile = user.data?.elkUser;

  const confirmLogout = () =>
    modals.openConfirmModal({
      title: 'Log out',
      children: <Text size="sm">{MSG.logoutConfirm}</Text>,
      labels: { confirm: 'Log out', cancel: 'Stay logged in' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await logout.mutateAsync();
        } catch (error) {
          log.warn('Logout call failed; clearing local data anyway', error);
        }
        clearLocalData();
        flushLogsWithBeacon();
        window.location.assign('/');
      },
    });

  useEffect(() => {
    if (user.error)
      notify.error(errorMessage(user.error, 'Could not load your profile.'), { id: 'profile-load-error' });
  }, [user.error]);

  return (
    <Container size={560} py={{ base: 'lg', sm: 56 }} px={{ base: 'sm', sm: 'md' }}>
      <Card withBorder>
        <Stack gap="lg">
          <Group gap="md" wrap="nowrap">
            {profile ? (
              <UserAvatar
                person={{ userId: profile.id, name: profile.name, photoUrl: profile.photoUrl }}
                size={72}
                radius={1000}
              />
            ) : (
              <Skeleton circle height={72} />
            )}
            <Stack gap={4} miw={0}>
              <Text size="sm" c="dimmed">
                Your profile
              </Text>
              {profile ? (
                <Title order={2} lineClamp={2}>
                  {profile.name || 'No name yet'}
                </Title>
              ) : (
                <Skeleton height={28} width={180} />
              )}
            </Stack>
          </Group>

          <Stack gap={6}>
            <Text fw={600} size="sm">
              Email
            </Text>
            {profile ? (
              profile.emails.length > 0 ? (
                <Group gap="xs">
                  {profile.emails.map((email) => (
                    <Badge
                      key={email}
                      variant="light"
                      size="lg"
                      leftSection={<IconMail size={14} />}
                      tt="none"
                    >
                      {email}
                    </Badge>
                  ))}
                </Group>
              ) : (
                <Text size="sm" c="dimmed">
                  No e-mail address yet.
                </Text>
              )
            ) : (
              <Skeleton height={26} width={220} />
            )}
          </Stack>

          <Text size="sm" c="dimmed">
            Changing your picture and name is coming soon.
          </Text>

          <Group justify="flex-end">
            <Button
              variant="default"
              leftSection={<IconLogout size={18} />}
              onClick={confirmLogout}
              loading={logout.isPending}
            >
              Log out
            </Button>
          </Group>
        </Stack>
      </Card>
    </Container>
  );
}
