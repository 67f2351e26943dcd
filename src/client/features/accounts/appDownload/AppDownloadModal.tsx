import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconBrandApple, IconBrandGooglePlay, IconDeviceMobileHeart } from '@tabler/icons-react';
import { PRODUCT_NAME } from '../../../../shared/constants';
import type { AppStoreLinks } from '../../../../shared/accounts/schema';
import classes from './AppDownload.module.css';
import { rememberHasApp } from './appPromptMemory';

/** The store badges, each a link to its store page; a store without a configured page shows no badge. */
export function StoreBadges({ links }: { links: AppStoreLinks }) {
  return (
    <Group gap="sm" justify="center">
      {links.appStore && (
        <a className={classes.storeBadge} href={links.appStore} target="_blank" rel="noopener noreferrer">
          <IconBrandApple size={20} aria-hidden="true" />
          <span>
            <small>Download on the</small>App Store
          </span>
        </a>
      )}
      {links.playStore && (
        <a className={classes.storeBadge} href={links.playStore} target="_blank" rel="noopener noreferrer">
          <IconBrandGooglePlay size={18} aria-hidden="true" />
          <span>
            <small>Get it on</small>Google Play
          </span>
        </a>
      )}
    </Group>
  );
}

/**
 * The app-download prompt after an RSVP or a sign-in (spec section 2), with an 'I already have the app' dismissal
 * that is remembered on this device. Shown only when the site has a store page to offer (hasStoreLinks).
 */
export function AppDownloadModal({
  opened,
  onClose,
  links,
  title = "You're all set!",
}: {
  opened: boolean;
  onClose: () => void;
  links: AppStoreLinks;
  title?: string;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      radius="lg"
      size="sm"
      title={title}
      classNames={{ inner: classes.modalInner, content: classes.modalContent, title: classes.modalTitle }}
    >
      <Stack gap="md" align="center" ta="center" data-testid="app-download-prompt">
        <div className={classes.appIcon} aria-hidden="true">
          <IconDeviceMobileHeart size={36} />
        </div>
        <Title order={4}>Get the {PRODUCT_NAME} app</Title>
        <Text size="sm" c="dimmed">
          Get reminders, chat with guests and share photos from the party, right from your phone.
        </Text>
        <StoreBadges links={links} />
        <Group gap="xs" justify="center" w="100%">
          <Button
            variant="subtle"
            color="gray"
            onClick={() => {
              rememberHasApp();
              onClose();
            }}
          >
            I already have the app
          </Button>
          <Button variant="default" onClick={onClose}>
            Not now
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
