import { MUSIC_COPY } from '../../../shared/music/copy';
import { notify } from '../../app/lib/notify';
import { log } from '../../app/lib/log';
import { saveMusicReturn } from './musicReturn';
import { useStartMusicConnect } from './queries';

/** Starts the authorization flow: saves where the host is, then sends the browser to the music service. */
export function useMusicConnect() {
  const start = useStartMusicConnect();
  const connect = async () => {
    saveMusicReturn(`${window.location.pathname}${window.location.search}`);
    try {
      const { authorizationUrl } = await start.mutateAsync();
      window.location.assign(authorizationUrl);
    } catch (error) {
      log.error('Music connection could not start', error);
      notify.error(MUSIC_COPY.connectionFailed);
    }
  };
  return { connect, starting: start.isPending || start.isSuccess };
}
