import { Anchor, Modal, ScrollArea, Tabs, Text } from '@mantine/core';
import { Link } from 'react-router';
import { IMAGE_HISTORY_COPY } from '../../../shared/images/copy';
import { GalleryGrid } from './GalleryGrid';
import { ImageGrid } from './ImageGrid';
import type { HistoryImage } from './useCoverHistory';

type Props = {
  opened: boolean;
  onClose: () => void;
  uploaded: HistoryImage[];
  generated: HistoryImage[];
  signedIn: boolean;
  loginUrl: string;
  selected: string | null | undefined;
  onPick: (imageUrl: string, themeId?: number) => void;
};

/** The cover image history (spec section 2): uploaded, previously generated, and the gallery. */
export function ImageHistoryModal({
  opened,
  onClose,
  uploaded,
  generated,
  signedIn,
  loginUrl,
  selected,
  onPick,
}: Props) {
  const pick = (imageUrl: string, themeId?: number) => {
    onPick(imageUrl, themeId);
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Your images"
      size="lg"
      scrollAreaComponent={ScrollArea.Autosize}
    >
      <Tabs defaultValue="generated" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="uploaded">{IMAGE_HISTORY_COPY.uploadedTab}</Tabs.Tab>
          <Tabs.Tab value="generated">{IMAGE_HISTORY_COPY.generatedTab}</Tabs.Tab>
          <Tabs.Tab value="gallery">{IMAGE_HISTORY_COPY.galleryTab}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="uploaded">
          {signedIn ? (
            <ImageGrid
              images={uploaded}
              selected={selected}
              onPick={pick}
              empty={IMAGE_HISTORY_COPY.noUploaded}
            />
          ) : (
            <Text size="sm" c="dimmed" py="md" ta="center">
              <Anchor component={Link} to={loginUrl}>
                Log in
              </Anchor>{' '}
              to upload your own pictures.
            </Text>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="generated">
          <ImageGrid
            images={generated}
            selected={selected}
            onPick={pick}
            empty={IMAGE_HISTORY_COPY.noGenerated}
          />
        </Tabs.Panel>
        <Tabs.Panel value="gallery">
          <GalleryGrid selected={selected} onPick={pick} />
        </Tabs.Panel>
      </Tabs>
    </Modal>
  );
}
