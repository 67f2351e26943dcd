import { Anchor, Container, Group, Text } from '@mantine/core';
import { SUPPORT_EMAIL } from '../../../shared/constants';
import classes from './Footer.module.css';

// Plain links: these paths are answered by the server with redirects, so they need a full page load.
export function Footer() {
  return (
    <footer className={classes.footer}>
      <Container size="lg" className={classes.inner}>
        <Text size="sm" c="dimmed">
          © {new Date().getFullYear()} Elk
        </Text>
        <Group gap="lg" className={classes.links}>
          <Anchor href="/privacy-policy" size="sm" c="dimmed">
            Privacy policy
          </Anchor>
          <Anchor href="/terms-of-service" size="sm" c="dimmed">
            Terms of service
          </Anchor>
          <Anchor href={`mailto:${SUPPORT_EMAIL}`} size="sm" c="dimmed">
            Support
          </Anchor>
        </Group>
      </Container>
      <Container size="lg">
        <Text size="xs" c="dimmed" mt="xs">
          Emoji graphics by Twemoji, licensed under CC-BY 4.0.
        </Text>
      </Container>
    </footer>
  );
}
