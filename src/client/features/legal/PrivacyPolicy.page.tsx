import { Anchor, List, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { SiteDetails } from '../../../shared/legal/siteDetails';
import { LegalPage, LegalSection, OperatorContact, operatorName } from './LegalPage';

// What the code keeps and deletes, said plainly (issue 40). When the code changes what it keeps or for how
// long (accountDeletion.ts, deliveryStore.ts, the session and code lifetimes in shared/constants.ts), this
// page changes with it.

export function PrivacyPolicyPage() {
  return (
    <LegalPage
      title="Privacy policy"
      lead="What this Elk site keeps about you, why, for how long, and how to get it or have it deleted."
    >
      {(site) => (
        <>
          <WhatIsStored />
          <WhyItIsKept />
          <HowLongItIsKept />
          <GettingYourData site={site} />
        </>
      )}
    </LegalPage>
  );
}

/** The data each part of the service keeps. */
function WhatIsStored() {
  return (
    <LegalSection id="what" title="What is stored">
      <List spacing={6}>
        <List.Item>
          <strong>Your account:</strong> the e-mail addresses and phone numbers you sign in with, your name,
          your profile picture if you add one, whether you agreed to receive text messages, and, if you sign
          in with Google or Apple, the id that service gives your account.
        </List.Item>
        <List.Item>
          <strong>Parties you host:</strong> what you write on the invitation (title, description, date,
          place, questions), its cover picture, and the guests you add: the names, e-mail addresses and phone
          numbers you enter for them. The people you invited are kept as your contacts so you can invite them
          again.
        </List.Item>
        <List.Item>
          <strong>Your answers:</strong> yes or no, how many people you bring, your note to the host, your
          answers to the host’s questions and any song you request.
        </List.Item>
        <List.Item>
          <strong>Messages</strong> you write to a party, and a record of each e-mail or text sent for a party
          (to whom, when, whether it arrived).
        </List.Item>
        <List.Item>
          <strong>Photos</strong> you add to a party’s album. They are re-encoded when stored, which removes
          their hidden details, such as the place a photo was taken.
        </List.Item>
        <List.Item>
          <strong>Payments:</strong> for coins you buy, the number of coins, the date and the payment’s
          reference. Your card is handled by the payment provider (Stripe); this site never sees or stores
          card numbers.
        </List.Item>
        <List.Item>
          <strong>Sign-in and safety:</strong> a session cookie, sign-in codes, and the network address a
          request comes from, used to stop abuse such as floods of sign-in codes.
        </List.Item>
      </List>
    </LegalSection>
  );
}

/** What the data is used for, and the outside services that may see part of it. */
function WhyItIsKept() {
  return (
    <LegalSection id="why" title="Why">
      <Text>
        Only to run the service you use: to sign you in, show an invitation to the people it is for, pass your
        answers and messages to the host, send the e-mails and texts you or your host ask for, credit the
        coins you buy, and keep the service safe from abuse. Nothing is sold, and nothing is used for
        advertising.
      </Text>
      <Text>
        To do this the site may use outside services, only those its operator has set up: an e-mail service, a
        text-message service (Twilio), card payments (Stripe), address search (Google Maps), image and text
        generation for covers (an AI service, which receives the words you ask it to draw from) and Spotify
        for song requests. Each receives only what its task needs.
      </Text>
    </LegalSection>
  );
}

/** How long each kind of data stays, and what a deletion takes with it. */
function HowLongItIsKept() {
  return (
    <LegalSection id="how-long" title="How long it is kept">
      <List spacing={6}>
        <List.Item>Your account, your parties and your answers: until you delete them.</List.Item>
        <List.Item>
          Deleting a party deletes its guest list, answers, messages and its album with every photo in it.
        </List.Item>
        <List.Item>
          Deleting your account is final. Your parties go (their guests are told), so do your messages, the
          photos you added to any album, your pictures, sign-ins, contacts, drafts and coins. In other
          people’s parties your place on the guest list stays, so their counts stay right, but without your
          name, e-mail, phone, note or answers.
        </List.Item>
        <List.Item>Records of sent e-mails and texts: 90 days.</List.Item>
        <List.Item>
          Sign-in codes: 10 minutes. A session: 60 days from your last visit, renewed while you use the site.
          Counters kept against abuse: one day.
        </List.Item>
      </List>
    </LegalSection>
  );
}

/** Download and deletion from the profile page, and whom to write to otherwise. */
function GettingYourData({ site }: { site: SiteDetails }) {
  return (
    <LegalSection id="your-data" title="Getting your data and deleting it">
      <Text>
        Signed in, open your{' '}
        <Anchor component={Link} to="/profile/edit">
          profile
        </Anchor>
        : <strong>Download my data</strong> gives you a file (JSON) with your account, the parties you host,
        your invitations and answers, the messages you wrote, links to your photos and your coin purchases.{' '}
        <strong>Delete Account</strong> deletes everything described above, at once. Every e-mail also has a
        link to stop the kind of mail it is.
      </Text>
      <Text>
        For anything else about your data, write to {operatorName(site)}: <OperatorContact site={site} />.
      </Text>
    </LegalSection>
  );
}
