// Spec section 4: before the authorization flow starts, the current page is saved; /oauth/{authType} returns
// there afterwards. Kept for this tab only (sessionStorage), like the flow itself.
import { safeReturnPath } from '../../../shared/music/rules';

const RETURN_KEY = 'elk.music.returnTo';

export function saveMusicReturn(path: string): void {
  try {
    sessionStorage.setItem(RETURN_KEY, path);
  } catch {
    // Storage refused: the callback falls back to '/'.
  }
}

/** The saved page (a path of this site only), forgotten once read. */
export function takeMusicReturn(): string {
  try {
    const stored = sessionStorage.getItem(RETURN_KEY);
    sessionStorage.removeItem(RETURN_KEY);
    return safeReturnPath(stored);
  } catch {
    return '/';
  }
}
