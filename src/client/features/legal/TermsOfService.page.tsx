import { Anchor, List, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PRIVACY_POLICY_PATH } from '../../../shared/constants';
import { LegalPage, LegalSection, OperatorContact, operatorName } from './LegalPage';

export function TermsOfServicePage() {
  return (
    <LegalPage title="Terms of service" lead="The rules for using this Elk site, in plain words.">
      {(site) => (
        <>
          <LegalSection id="service" title="The service">
            <Text>
              Elk lets you make party invitations, share them, collect answers and share photos afterwards.
              This site is run by {operatorName(site)}. Using it means you accept these terms; if you do not,
              please do not use it.
            </Text>
          </LegalSection>

          <LegalSection id="account" title="Your account">
            <Text>
              You sign in with an e-mail address or phone number you can receive codes at. Keep access to it
              to yourself: whoever can read the codes can use your account. Guests can answer an invitation
              without an account.
            </Text>
          </LegalSection>

          <LegalSection id="content" title="What you put on Elk">
            <Text>
              Your invitations, messages and photos stay yours. You allow the site to store them and show them
              to the people you share them with, and to send the e-mails and texts that go with them. Add
              guests’ e-mail addresses and phone numbers only when those people would expect an invitation
              from you.
            </Text>
            <List spacing={6}>
              <List.Item>No unlawful, hateful or harassing content, and no spam.</List.Item>
              <List.Item>
                No content you have no right to share, such as other people’s photos without consent.
              </List.Item>
              <List.Item>No attempts to break, overload or get around the limits of the service.</List.Item>
            </List>
          </LegalSection>

          <LegalSection id="coins" title="Coins">
            <Text>
              Coins pay for AI-made cover pictures. Every account starts with free coins; more can be bought
              by card. Coins are spent only when the pictures are made. Coins have no cash value.
            </Text>
          </LegalSection>

          <LegalSection id="ending" title="Ending">
            <Text>
              You can delete your account at any time from your profile. The operator may suspend an account
              that breaks these terms. How your data is kept and deleted is in the{' '}
              <Anchor component={Link} to={PRIVACY_POLICY_PATH}>
                privacy policy
              </Anchor>
              .
            </Text>
          </LegalSection>

          <LegalSection id="warranty" title="No guarantees">
            <Text>
              The service is offered as it is. It is run with care, but it may be unavailable at times, and a
              message may fail to arrive. Do not rely on it as the only way to reach your guests for anything
              critical.
            </Text>
          </LegalSection>

          <LegalSection id="contact" title="Changes and contact">
            <Text>
              These terms may change; the version on this page is the one that applies. Questions: write to{' '}
              {operatorName(site)}, <OperatorContact site={site} />.
            </Text>
          </LegalSection>
        </>
      )}
    </LegalPage>
  );
}
