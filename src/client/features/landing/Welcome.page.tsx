import {
  Badge,
  Box,
  Button,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconBrandApple,
  IconBrandGooglePlay,
  IconMailHeart,
  IconPhoto,
  IconSparkles,
  IconUsersGroup,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { ThemeQuickStart } from '../images';
import { SampleInviteCard } from './SampleInviteCard';
import { SAMPLE_INVITES } from './sampleInvites';
import classes from './Welcome.module.css';

const FEATURES = [
  {
    icon: IconSparkles,
    title: 'Poster-worthy invites',
    text: 'Pick a cover, a tint and a moving background. Your party looks like a party before it starts.',
  },
  {
    icon: IconUsersGroup,
    title: 'RSVPs without the chase',
    text: 'Guests answer from one link, no account needed. You see who is going, who is not, and who has opened it.',
  },
  {
    icon: IconMailHeart,
    title: 'Updates that land',
    text: 'Send a note to everyone who said yes, or only to those still deciding, by e-mail or text.',
  },
  {
    icon: IconPhoto,
    title: 'Memories, shared',
    text: 'After the party, guests drop their photos into one shared album.',
  },
];

export function WelcomePage() {
  const [first, second, third, ...rest] = SAMPLE_INVITES;
  return (
    <>
      <Container size="lg" className={classes.hero}>
        <Stack gap="lg" className={classes.heroText}>
          <Badge variant="light" size="lg" radius="xl" className={classes.eyebrow}>
            Party invitations, beautifully simple
          </Badge>
          <Title order={1} className={classes.heroTitle}>
            Invitations people <span className={classes.highlight}>want</span> to open.
          </Title>
          <Text size="lg" c="dark.4" maw={520}>
            Make a gorgeous invite in a minute, share one link, and watch the yeses roll in. Your guests don’t
            need an app or an account.
          </Text>
          <Group gap="md">
            <Button component={Link} to="/event/create" size="lg" className={classes.cta}>
              Create an invite
            </Button>
            <Text size="sm" c="dimmed">
              Free to start · 60 free coins for AI covers
            </Text>
          </Group>
        </Stack>
        <Box className={classes.heroStack} aria-hidden="true">
          {first && <SampleInviteCard invite={first} className={classes.stackBack} />}
          {second && <SampleInviteCard invite={second} className={classes.stackMiddle} />}
          {third && <SampleInviteCard invite={third} className={classes.stackFront} />}
        </Box>
      </Container>

      <Container size="lg" py="xl">
        <ThemeQuickStart />
      </Container>

      <Container size="lg" py="xl">
        <Title order={2} className={classes.sectionTitle}>
          Ideas for your next party
        </Title>
        <Text c="dimmed" mb="lg">
          A few invitations hosts made this season. Start from a blank page or borrow a vibe.
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
          {rest.slice(0, 4).map((invite) => (
            <SampleInviteCard key={invite.title} invite={invite} />
          ))}
        </SimpleGrid>
      </Container>

      <Container size="lg" py="xl">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <Stack key={title} gap="xs">
              <ThemeIcon size={44} radius="md" variant="light">
                <Icon size={24} stroke={1.7} />
              </ThemeIcon>
              <Text fw={650}>{title}</Text>
              <Text size="sm" c="dimmed">
                {text}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>

      <Container size="lg" py="xl">
        <Box className={classes.appBand}>
          <Stack gap={4}>
            <Title order={3} c="white">
              Take Elk with you
            </Title>
            <Text c="elk.1">Get reminders, chat with guests and share photos from your phone.</Text>
          </Stack>
          <Group gap="sm">
            <span className={classes.storeBadge}>
              <IconBrandApple size={22} aria-hidden="true" />
              <span>
                <small>Download on the</small>App Store
              </span>
            </span>
            <span className={classes.storeBadge}>
              <IconBrandGooglePlay size={20} aria-hidden="true" />
              <span>
                <small>Get it on</small>Google Play
              </span>
            </span>
          </Group>
        </Box>
      </Container>
    </>
  );
}
