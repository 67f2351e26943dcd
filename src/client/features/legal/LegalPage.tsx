import { Anchor, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import { PRIVACY_POLICY_PATH, TERMS_OF_SERVICE_PATH } from '../../../shared/constants';
import type { SiteDetails } from '../../../shared/legal/siteDetails';
import { useSiteDetails } from './queries';
import classes from './LegalPage.module.css';

/** The frame of the privacy policy and the terms: title, who runs the site, the sections, the other page. */
export function LegalPage({
  title,
  lead,
  children,
}: {
  title: string;
  lead: string;
  children: (site: SiteDetails) => ReactNode;
}) {
  const site = useSiteDetails();
  useEffect(() => {
    document.title = `${title} · Elk`;
  }, [title]);
  return (
    <Container size={720} className={classes.page}>
      <header className={classes.header}>
        <Title order={1}>{title}</Title>
        <Text c="dimmed" mt="xs">
          {lead}
        </Text>
      </header>
      {site.data ? (
        <Stack gap={0}>
          <OperatorBox site={site.data} />
          {children(site.data)}
          <OtherPage />
        </Stack>
      ) : (
        <Stack gap="sm" aria-busy="true">
          <Skeleton height={80} />
          <Skeleton height={20} width="70%" />
          <Skeleton height={20} width="85%" />
        </Stack>
      )}
    </Container>
  );
}

/** One numbered part of a legal page. */
export function LegalSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} className={classes.section} aria-labelledby={`${id}-title`}>
      <Title order={2} size="h3" id={`${id}-title`} mb="xs">
        {title}
      </Title>
      <Stack gap="xs">{children}</Stack>
    </section>
  );
}

/** How to reach the operator in a sentence: by mail when the contact is an address, else as written. */
export function OperatorContact({ site }: { site: SiteDetails }) {
  const contact = site.operatorContact;
  if (!contact) return <>the contact details the operator of this site gives</>;
  return contact.includes('@') && !contact.includes(' ') ? (
    <Anchor href={`mailto:${contact}`}>{contact}</Anchor>
  ) : (
    <>{contact}</>
  );
}

export const operatorName = (site: SiteDetails) => site.operatorName ?? 'the operator of this site';

function OperatorBox({ site }: { site: SiteDetails }) {
  return (
    <div className={classes.operator} data-testid="legal-operator">
      {site.operatorName ? (
        <Text>
          This Elk site is run by <strong>{site.operatorName}</strong>
          {site.operatorContact ? (
            <>
              . Contact: <OperatorContact site={site} />
            </>
          ) : null}
          .
        </Text>
      ) : (
        <Text>
          The operator of this site has not published their name and contact details yet (the OPERATOR_NAME
          and OPERATOR_CONTACT settings).
        </Text>
      )}
    </div>
  );
}

function OtherPage() {
  return (
    <Text size="sm" c="dimmed" mt="xl">
      See also the{' '}
      <Anchor component={Link} to={PRIVACY_POLICY_PATH}>
        privacy policy
      </Anchor>{' '}
      and the{' '}
      <Anchor component={Link} to={TERMS_OF_SERVICE_PATH}>
        terms of service
      </Anchor>
      .
    </Text>
  );
}
