import { BODY_LOADING_CLEAR_MS } from '../../../shared/constants';

/** index.html starts with <body class="loading">; it is cleared once the app renders, or after 5 s at the latest. */
export function clearBodyLoading(): void {
  document.body.classList.remove('loading');
}

export function scheduleBodyLoadingClear(): void {
  setTimeout(clearBodyLoading, BODY_LOADING_CLEAR_MS);
}
