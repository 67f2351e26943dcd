// The style of the last AI cover asked for on this browser, so the style picker starts there next time rather
// than back at the default (issue 38: the style reset each time the cover tools opened).
import { asCoverStyle, type CoverStyle } from '../../../shared/images/coverStyles';

const STORAGE_KEY = 'elk.coverStyle';

export function lastCoverStyle(): CoverStyle | null {
  try {
    return asCoverStyle(localStorage.getItem(STORAGE_KEY));
  } catch {
    return null;
  }
}

export function rememberCoverStyle(style: CoverStyle): void {
  try {
    localStorage.setItem(STORAGE_KEY, style);
  } catch {
    // Storage refused (private mode): the style is kept while the page is open.
  }
}
