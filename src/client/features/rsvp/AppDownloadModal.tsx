import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconBrandApple, IconBrandGooglePlay, IconDeviceMobileHeart } from '@tabler/icons-react';
import { PRODUCT_NAME } from '../../../shared/constants';
import classes from './Rsvp.module.css';
import { rememberHasApp } from './rsvpStorage';

/** The app-download prompt after an RSVP (spec: with an 'I already have the app' dismissal). */
export function AppDownloadModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      radius="lg"
      size="sm"
      title="You're all set!"
      classNames={{ inner: classes.modalInner, content: classes.modalContent, title: classes.modalTitle }}
    >
      <Stack gap="md" align="center" ta="center">
        <div className={classes.appIcon} aria-hidden="true">
          <IconDeviceMobileHeart size={36} />
        </div>
        <Title order={4}>Get the {PRODUCT_NAME} app</Title>
        <Text size="sm" c="dimmed">
          Get reminders, chat with guests and share photos from the party, right from your phone.
        </Text>
        <Group gap="sm" justify="center">
          <span className={classes.storeBadge}>
            <IconBrandApple size={20} aria-hidden="true" />
            <span>
              <small>Download on the</small>App Store
            </span>
          </span>
          <span className={classes.storeBadge}>
            <IconBrandGooglePlay size={18} aria-hidden="true" />
            <span>
              <small>Get it on</small>Google Play
            </span>
          </span>
        </Group>
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
