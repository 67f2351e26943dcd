import { Anchor, Text } from '@mantine/core';
import { useAppStoreLinks } from '../accounts';
import { INVITE_TEXT } from './inviteText';

/**
 * Under the add-guest search (spec section 2): how many contacts can be searched, or, with none, the suggestion
 * to get the mobile app, with a link to each store page the site has. Without a store page the suggestion
 * would lead nowhere (issue 38), so it says how to invite many guests here instead.
 */
export function ContactsHint({ contacts }: { contacts: number }) {
  const stores = useAppStoreLinks({ enabled: contacts === 0 }).data;
  const links = [
    { name: 'App Store', href: stores?.appStore },
    { name: 'Google Play', href: stores?.playStore },
  ].filter((store): store is { name: string; href: string } => Boolean(store.href));
  return (
    <Text size="xs" c="dimmed" data-testid="contacts-hint">
      {contacts > 0 ? (
        INVITE_TEXT.contactsAvailable(contacts)
      ) : links.length > 0 ? (
        <>
          {INVITE_TEXT.getTheApp}{' '}
          {links.map((store, index) => (
            <span key={store.name}>
              {index > 0 && ' · '}
              <Anchor href={store.href} target="_blank" rel="noopener noreferrer" size="xs">
                {store.name}
              </Anchor>
            </span>
          ))}
        </>
      ) : (
        INVITE_TEXT.inviteManyHint
      )}
    </Text>
  );
}
