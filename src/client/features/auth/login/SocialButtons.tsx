import { Button, Divider, Stack } from '@mantine/core';
import { IconBrandApple, IconBrandGoogle } from '@tabler/icons-react';
import { useSocialProvidersQuery } from '../queries';

type Props = {
  /** The encoded return state (`s` of /login), handed through the provider and back. */
  loginState: string | null;
  onRedirect: () => void;
};

/** 'Sign in with Google' and 'Sign in with Apple', only for providers the server has settings for. */
export function SocialButtons({ loginState, onRedirect }: Props) {
  const providers = useSocialProvidersQuery();
  const enabled = providers.data;
  if (!enabled || (!enabled.google && !enabled.apple)) return null;
  const href = (provider: string) =>
    `/auth/${provider}${loginState ? `?s=${encodeURIComponent(loginState)}` : ''}`;
  return (
    <Stack gap="sm">
      <Divider label="or" labelPosition="center" />
      {enabled.google && (
        <Button
          component="a"
          href={href('google')}
          onClick={onRedirect}
          variant="default"
          size="md"
          fullWidth
          leftSection={<IconBrandGoogle size={18} />}
        >
          Sign in with Google
        </Button>
      )}
      {enabled.apple && (
        <Button
          component="a"
          href={href('apple')}
          onClick={onRedirect}
          variant="default"
          size="md"
          fullWidth
          leftSection={<IconBrandApple size={18} />}
        >
          Sign in with Apple
        </Button>
      )}
    </Stack>
  );
}
