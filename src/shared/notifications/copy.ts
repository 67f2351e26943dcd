// The words of the unsubscribe page and the profile's opt-out (the spec has none; ours, one per meaning).

export const NOTIFICATION_TEXT = {
  linkInvalid: 'This unsubscribe link is not valid.',
  pageTitle: 'E-mail preferences',
  askParty: (title: string) => `Stop e-mails and texts about ${title}?`,
  askPartyGone: 'This party no longer exists.',
  unsubscribeParty: 'Unsubscribe',
  partyStopped: (title: string) => `You won't get any more e-mails or texts about ${title}.`,
  stopAll: 'Stop all e-mails from Elk',
  allStopped: "You won't get e-mails or texts from Elk here any more, except sign-in codes you ask for.",
  undo: 'Undo',
  resubscribed: 'You will get messages again.',
  saved: 'Saved.',
  profileHeading: 'Messages about parties',
  profileSwitch: 'Send me reminders, updates and messages about parties',
  profileHint: 'Sign-in codes always arrive. Each e-mail also has a link to stop one party’s messages.',
} as const;
