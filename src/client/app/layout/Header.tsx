import { Button, Container, Group, Skeleton, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconCalendarEvent, IconLogin2 } from '@tabler/icons-react';
import { memo, useDeferredValue } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { loginUrlFor } from '../../../shared/auth/loginRedirect';
import { useSession } from '../lib/session';
import { Logo } from './Logo';
import { UserAvatar } from '../ui/UserAvatar';
import classes from './Header.module.css';

export function Header() {
  const { session, isPending } = useSession();
  // Who is signed in arrives after the first render; the bar is redrawn for it in a transition (in slices),
  // not in the blocking render the query's update would otherwise be.
  return <HeaderBar session={useDeferredValue(session)} isPending={useDeferredValue(isPending)} />;
}

const HeaderBar = memo(function HeaderBar({
  session,
  isPending,
}: {
  session: ReturnType<typeof useSession>['session'];
  isPending: boolean;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const onLogin = location.pathname === '/login';
  const onEvents = location.pathname === '/events';

  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.inner}>
        <Logo />
        <Group gap="sm" wrap="nowrap">
          {isPending ? (
            <Skeleton circle height={38} />
          ) : session ? (
            <>
              {!onEvents && (
                <Button
                  component={Link}
                  to="/events"
                  variant="light"
                  leftSection={<IconCalendarEvent size={18} />}
                  className={classes.action}
                >
                  Upcoming
                </Button>
              )}
              <UnstyledButton component={Link} to="/profile/edit" className={classes.avatar}>
                {/* Named by hidden text rather than aria-label, so the initials shown are not a second, different name. */}
                <VisuallyHidden>Your profile</VisuallyHidden>
                <span aria-hidden="true">
                  <UserAvatar person={session} size={38} radius={1000} />
                </span>
              </UnstyledButton>
            </>
          ) : (
            !onLogin && (
              <Button
                onClick={() => navigate(loginUrlFor({ path: location.pathname, search: location.search }))}
                variant="filled"
                leftSection={<IconLogin2 size={18} />}
                className={classes.action}
              >
                Sign In
              </Button>
            )
          )}
        </Group>
      </Container>
    </header>
  );
});
