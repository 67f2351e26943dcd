// The app-download prompt's memory in the browser: "I already have the app" for good (local storage), and
// "shown this visit" for the tab's session, so the prompt after an RSVP and the one after a sign-in never stack.
import { log } from '../../../app/lib/log';

const HAS_APP = 'elk.hasApp';
const APP_PROMPT_SHOWN = 'elk.appPromptShown';

function read(storage: () => Storage, key: string): boolean {
  try {
    return storage().getItem(key) === '1';
  } catch {
    return false;
  }
}

function write(storage: () => Storage, key: string): void {
  try {
    storage().setItem(key, '1');
  } catch (error) {
    log.warn(`Storing ${key} failed`, error);
  }
}

export const hasAppSaid = () => read(() => localStorage, HAS_APP);
export const rememberHasApp = () => write(() => localStorage, HAS_APP);
export const appPromptShownThisVisit = () => read(() => sessionStorage, APP_PROMPT_SHOWN);
export const rememberAppPromptShown = () => write(() => sessionStorage, APP_PROMPT_SHOWN);
