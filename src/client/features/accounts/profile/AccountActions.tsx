import { Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconLogout, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { dataExportFileName } from '../../../../shared/legal/siteDetails';
import { MSG } from '../../../../shared/common/copy';
import { logoutConfirmText } from '../../../../shared/auth/logoutConfirm';
import { errorMessage } from '../../../app/lib/errors';
import { log } from '../../../app/lib/log';
import { notify } from '../../../app/lib/notify';
import { leaveToHome, useLogout } from '../../../app/lib/session';
import { useTRPC } from '../../../app/lib/trpc';
import { openConfirmModal } from '../../../app/lib/confirmModals';
import { saveJsonFile } from './downloadFile';

/**
 * Download my data (issue 40), Log out and Delete Account, the last two each behind the spec's confirmation; the Log out question names what the account
 * signs in with (`signInMethods`: its verified e-mails and phones).
 */
export function AccountActions({
  logoutDisabled,
  signInMethods,
}: {
  logoutDisabled: boolean;
  signInMethods: { emails: readonly string[]; phones: readonly string[] };
}) {
  const trpc = useTRPC();
  const logout = useLogout();
  const deleteAccount = useMutation(trpc.accounts.deleteAccount.mutationOptions());
  const download = useDownloadMyData();

  const confirmLogout = () =>
    openConfirmModal({
      title: 'Log out',
      children: <Text size="sm">{logoutConfirmText(signInMethods)}</Text>,
      labels: { confirm: 'Log out', cancel: 'Stay logged in' },
      onConfirm: () => void logout(),
    });

  const confirmDelete = () =>
    openConfirmModal({
      title: 'Delete Account',
      children: <Text size="sm">{MSG.deleteAccountConfirm}</Text>,
      labels: { confirm: 'Delete Account', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await deleteAccount.mutateAsync();
        } catch (cause) {
          log.error('Deleting the account failed', cause);
          notify.error(
            errorMessage(cause, 'Sorry, something went wrong deleting your account. Please try again.'),
          );
          return;
        }
        leaveToHome(MSG.accountDeleted);
      },
    });

  // Your data first (take it with you), then leaving: Delete Account and Log out.
  return (
    <Stack gap="sm">
      <Group>
        <Button
          variant="default"
          leftSection={<IconDownload size={18} />}
          onClick={download.start}
          loading={download.busy}
        >
          Download my data
        </Button>
      </Group>
      <Group justify="space-between" gap="sm">
        <Button
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={18} />}
          onClick={confirmDelete}
          loading={deleteAccount.isPending}
        >
          Delete Account
        </Button>
        <Button
          variant="default"
          leftSection={<IconLogout size={18} />}
          onClick={confirmLogout}
          disabled={logoutDisabled}
        >
          Log out
        </Button>
      </Group>
    </Stack>
  );
}

/** Asks for a fresh export each time and saves it as elk-data-YYYY-MM-DD.json. */
function useDownloadMyData() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      const data = await queryClient.fetchQuery({
        ...trpc.accounts.exportMyData.queryOptions(),
        staleTime: 0,
      });
      saveJsonFile(dataExportFileName(new Date()), data);
    } catch (cause) {
      log.error('Exporting the account data failed', cause);
      notify.error(errorMessage(cause, 'Sorry, your data could not be prepared. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  return { busy, start: () => void start() };
}
