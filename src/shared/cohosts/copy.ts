// The words this feature shows (the spec's where it has them): one string per meaning, changed only here.
import { MSG } from '../common/copy';

export const COHOST_MESSAGES = {
  enterName: MSG.enterName,
  enterValidEmail: MSG.enterValidEmail,
  alreadyCohost: 'This email has already been added as a cohost.',
  cannotAddHost: 'You are the host of this party already.',
  hostCannotAccept: 'You are the host of this party, so you cannot be its cohost.',
  linkInvalid: 'This cohost link is no longer valid. Ask the host for a new one.',
  cohostNotFound: 'Cohost not found.',
  chooseStatus: 'Choose accepted or declined.',
  added: (name: string) => `${name} added as a cohost.`,
  addedMailFailed: (name: string) =>
    `${name} was added, but the e-mail could not be sent. Copy the cohost link and share it yourself.`,
} as const;
