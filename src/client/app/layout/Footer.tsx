import { Anchor, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PRIVACY_POLICY_PATH, SUPPORT_EMAIL, TERMS_OF_SERVICE_PATH } from '../../../shared/constants';
import classes from './Footer.module.css';

// The legal pages are pages of the app (features/legal): router links.
export function Footer() {
  return (
    <footer className={classes.footer}>
      <Container size="lg" className={classes.inner}>
        <Text size="sm" c="dimmed">
          © {new Date().getFullYear()} Elk
        </Text>
        <Group gap="lg" className={classes.links}>
          <Anchor component={Link} to={PRIVACY_POLICY_PATH} size="sm" c="dimmed">
            Privacy policy
          </Anchor>
          <Anchor component={Link} to={TERMS_OF_SERVICE_PATH} size="sm" c="dimmed">
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
