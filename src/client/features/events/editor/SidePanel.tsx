import { Anchor, Box, Button, CloseButton, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { savedAtLabel } from '../../../../shared/events/editorPanel';
import { PANEL_TABS, type PanelTab } from './panelTabs';
import classes from './SidePanel.module.css';

type Props = {
  tab: PanelTab | null;
  /** Opens a tab (the editor saves its checkpoint first). */
  onOpen: (tab: PanelTab) => void;
  /** Keeps the changes and closes: the open tab again, the backdrop, the close icon, Done. */
  onClose: () => void;
  /** Puts the checkpoint back and closes. */
  onCancel: () => void;
  savedAt: number | undefined;
  /** The saved copy is an edit of a published party that guests do not see yet. */
  unpublished?: boolean;
  children: ReactNode;
};

/** The editor's tools: a navigation column (a bottom bar on phones) and the panel of the open tab. */
export function SidePanel({ tab, onOpen, onClose, onCancel, savedAt, unpublished, children }: Props) {
  const open = PANEL_TABS.find((t) => t.value === tab);
  return (
    <>
      <nav className={classes.nav} aria-label="Party settings">
        <Text className={classes.navTitle} size="xs" fw={700} tt="uppercase" c="dimmed">
          Customize
        </Text>
        {PANEL_TABS.map((item) => (
          <UnstyledButton
            key={item.value}
            className={classes.navItem}
            data-active={tab === item.value || undefined}
            aria-pressed={tab === item.value}
            onClick={() => (tab === item.value ? onClose() : onOpen(item.value))}
          >
            <span className={classes.navIcon}>
              <item.icon size={20} stroke={1.7} />
            </span>
            <Box component="span">
              <Text component="span" size="sm" fw={600} display="block" lh={1.25}>
                {item.label}
              </Text>
              <Text component="span" size="xs" c="dimmed" className={classes.navHint}>
                {item.hint}
              </Text>
            </Box>
          </UnstyledButton>
        ))}
        <Stack className={classes.navFooter} gap={4}>
          <Anchor component={Link} to="/" size="sm" c="dimmed">
            Home
          </Anchor>
          <Anchor component={Link} to="/profile/edit" size="sm" c="dimmed">
            Profile settings
          </Anchor>
        </Stack>
      </nav>
      {open && (
        <>
          <div className={classes.backdrop} onClick={onClose} aria-hidden="true" />
          <section className={classes.panel} aria-label={open.label}>
            <header className={classes.panelHeader}>
              <Box flex={1}>
                <Title order={3} fz="lg">
                  {open.label}
                </Title>
                {savedAt !== undefined && (
                  <Text size="xs" c="dimmed" data-testid="saved-at">
                    {savedAtLabel(savedAt, Date.now(), { unpublished })}
                  </Text>
                )}
              </Box>
              <CloseButton aria-label="Close panel" onClick={onClose} />
            </header>
            <div className={classes.panelBody}>{children}</div>
            <Group className={classes.panelFooter}>
              <Button variant="default" onClick={onCancel}>
                Cancel
              </Button>
              <Button onClick={onClose}>Done</Button>
            </Group>
          </section>
        </>
      )}
    </>
  );
}
