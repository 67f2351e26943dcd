import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { MUSIC_COPY } from '../../../shared/music/copy';
import { log } from '../../app/lib/log';
import { notify } from '../../app/lib/notify';
import { takeMusicReturn } from './musicReturn';
import { useCompleteMusicConnect } from './queries';

/** The music services Elk connects (spec section 2: only the music-streaming service is handled). */
const HANDLED = new Set(['spotify']);

/**
 * /oauth/{authType}: where the music service sends the browser back. Hands the code to the server (which
 * keeps the tokens), then returns to the saved page with navigation state spotifySuccess; a refusal or a
 * failure shows the spec's message (20 s) and returns there too.
 */
export function OAuthPage() {
  const { authType = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const complete = useCompleteMusicConnect();
  const started = useRef(false);
  const handled = HANDLED.has(authType);

  useEffect(() => {
    if (!handled || started.current) return;
    started.current = true;
    const code = params.get('code');
    const state = params.get('state');
    const back = takeMusicReturn();
    if (!code || !state) {
      // The host said no at the service (error=access_denied), or the link was opened by hand.
      log.warn('Music authorization returned without a code', params.get('error') ?? '');
      notify.error(MUSIC_COPY.connectionFailed);
      void navigate(back, { replace: true });
      return;
    }
    complete.mutate(
      { code, state },
      {
        onSuccess: () => void navigate(back, { replace: true, state: { spotifySuccess: true } }),
        onError: (error) => {
          log.error('Music connection failed', error);
          notify.error(MUSIC_COPY.connectionFailed);
          void navigate(back, { replace: true });
        },
      },
    );
  }, [handled, params, navigate, complete]);

  if (!handled) return <Navigate replace to="/" />;
  return (
    <Center mih="50vh">
      <Stack align="center" gap="sm" role="status">
        <Loader />
        <Text c="dimmed">{MUSIC_COPY.connecting(authType)}</Text>
      </Stack>
    </Center>
  );
}
