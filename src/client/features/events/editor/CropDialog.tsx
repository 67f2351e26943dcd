import 'react-image-crop/dist/ReactCrop.css';
import { Alert, Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import ReactCrop, { centerCrop, makeAspectCrop, type PercentCrop, type PixelCrop } from 'react-image-crop';
import { IMAGE_UPLOAD_MESSAGES } from '../../../../shared/images/copy';

/** Spec section 9: square crop, a crop box of at least 250 px, output at most 1024x1024. */
const CROP_MIN_BOX_PX = 250;
const CROP_MAX_OUTPUT_PX = 1024;

type Props = {
  file: File;
  busy: boolean;
  onCancel: () => void;
  onCropped: (image: Blob, fileName: string) => void;
};

/** The largest centred square of the picture, as a starting selection. */
function initialCrop(width: number, height: number): PercentCrop {
  return centerCrop(makeAspectCrop({ unit: '%', width: 100 }, 1, width, height), width, height);
}

/** The selected square drawn at its own size, capped at 1024 px; PNG keeps transparency, else JPEG. */
async function cropToBlob(image: HTMLImageElement, crop: PixelCrop, type: string): Promise<Blob> {
  const scale = image.naturalWidth / image.width;
  const side = Math.round(crop.width * scale);
  const output = Math.min(side, CROP_MAX_OUTPUT_PX);
  const canvas = document.createElement('canvas');
  canvas.width = output;
  canvas.height = output;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot crop images.');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, crop.x * scale, crop.y * scale, side, side, 0, 0, output, output);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('Could not crop the image.'))),
      type,
      0.92,
    ),
  );
}

/** Crops an uploaded picture to a square before it is sent (spec: image upload and crop dialog). */
export function CropDialog({ file, busy, onCancel, onCropped }: Props) {
  const [source, setSource] = useState<string>();
  const [crop, setCrop] = useState<PercentCrop>();
  const [pixels, setPixels] = useState<PixelCrop>();
  const [minBox, setMinBox] = useState(CROP_MIN_BOX_PX);
  // The tab decodes the file before opening this dialog; should the picture still not load, say so.
  const [unreadable, setUnreadable] = useState(false);
  const imageRef = useRef<HTMLImageElement>(null);

  // A data: URL, since the page's content security policy allows data: images but not blob: ones.
  useEffect(() => {
    const reader = new FileReader();
    reader.onload = () => setSource(String(reader.result));
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);

  const crop_ = async () => {
    if (!imageRef.current || !pixels) return;
    // Formats that may hold transparency stay PNG.
    const png = ['image/png', 'image/gif', 'image/webp'].includes(file.type);
    const blob = await cropToBlob(imageRef.current, pixels, png ? 'image/png' : 'image/jpeg');
    const base = file.name.replace(/\.[^.]+$/, '') || 'cover';
    onCropped(blob, `${base}.${png ? 'png' : 'jpg'}`);
  };

  return (
    <Modal opened onClose={onCancel} title="Crop your image" size="lg" zIndex={400}>
      <Stack>
        {unreadable ? (
          <Alert color="red" variant="light" title="This picture cannot be shown">
            {IMAGE_UPLOAD_MESSAGES.notAnImage}
          </Alert>
        ) : source ? (
          <Center bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
            <ReactCrop
              crop={crop}
              aspect={1}
              keepSelection
              minWidth={minBox}
              minHeight={minBox}
              onChange={(pixel, percent) => {
                setCrop(percent);
                setPixels(pixel);
              }}
            >
              <img
                ref={imageRef}
                src={source}
                alt="To crop"
                style={{ maxHeight: '60vh', maxWidth: '100%', display: 'block' }}
                onError={() => setUnreadable(true)}
                onLoad={(event) => {
                  const { width, height } = event.currentTarget;
                  // A picture shown smaller than the minimum box can only be cropped as a whole.
                  setMinBox(Math.min(CROP_MIN_BOX_PX, width, height));
                  const start = initialCrop(width, height);
                  setCrop(start);
                  setPixels({
                    unit: 'px',
                    x: (start.x / 100) * width,
                    y: (start.y / 100) * height,
                    width: (start.width / 100) * width,
                    height: (start.height / 100) * height,
                  });
                }}
              />
            </ReactCrop>
          </Center>
        ) : (
          <Center h={200}>
            <Loader />
          </Center>
        )}
        <Text size="sm" c="dimmed">
          Drag the square to choose what shows on your invitation.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={() => void crop_()} loading={busy} disabled={!pixels}>
            Use this image
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
