import '@mantine/dropzone/styles.css';
import { Anchor, Divider, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconPhotoUp, IconUpload, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { notify } from '../../../app/lib/notify';
import { MAX_IMAGE_UPLOAD_BYTES } from '../../../../shared/constants';
import { COVER_IMAGE_TYPES } from '../../../../shared/images/imageUpload';
import { IMAGE_UPLOAD_MESSAGES } from '../../../../shared/images/copy';
import { coverFileRefusal, GalleryGrid, GenerateCover, PreviousCovers, uploadImage } from '../../images';
import { CropDialog } from './CropDialog';

/** The refusal of the drop zone itself, by its first reason: size, count, else type. */
function rejectionMessage(rejections: FileRejection[]): string {
  const codes = rejections.flatMap((rejection) => rejection.errors.map((error) => error.code));
  if (codes.includes('too-many-files')) return IMAGE_UPLOAD_MESSAGES.oneFile;
  if (codes.includes('file-too-large')) return IMAGE_UPLOAD_MESSAGES.tooLarge;
  return IMAGE_UPLOAD_MESSAGES.wrongType;
}

type Props = {
  photoUrl: string | null | undefined;
  /** A new cover: from the gallery (its theme), a generation (its prompt), an upload or the history. */
  onChange: (photoUrl: string, from?: { themeId?: number; prompt?: string }) => void;
  signedIn: boolean;
  loginUrl: string;
  eventName: string;
  /** The saved party's id (edit mode): generated covers remember it. */
  eventId?: string;
  prompt: string | null | undefined;
};

export function CoverImageTab(props: Props) {
  const { photoUrl, onChange, signedIn, loginUrl } = props;
  return (
    <Stack gap="md">
      {photoUrl && (
        <Group gap="sm" wrap="nowrap">
          <Image src={photoUrl} alt="Current cover" w={72} h={72} radius="md" />
          <Text size="sm" c="dimmed">
            Your current cover. Upload a picture or pick one below to change it.
          </Text>
        </Group>
      )}
      <CoverUpload signedIn={signedIn} loginUrl={loginUrl} onUploaded={(url) => onChange(url)} />
      <Divider label="Generate with AI" labelPosition="left" />
      <GenerateCover
        eventName={props.eventName}
        eventUuid={props.eventId}
        prompt={props.prompt}
        signedIn={signedIn}
        selected={photoUrl}
        onPick={(url, prompt) => onChange(url, { prompt })}
      />
      <Divider labelPosition="left" />
      <PreviousCovers
        signedIn={signedIn}
        loginUrl={loginUrl}
        eventId={props.eventId}
        selected={photoUrl}
        onPick={(url, themeId) => onChange(url, { themeId })}
      />
      <Divider label="Gallery" labelPosition="left" />
      <GalleryGrid selected={photoUrl} onPick={(url, themeId) => onChange(url, { themeId })} />
    </Stack>
  );
}

/**
 * Upload a picture of one's own (signed in only): checked as a picture, cropped in the dialog, then uploaded.
 * A visitor is told to log in instead.
 */
function CoverUpload({
  signedIn,
  loginUrl,
  onUploaded,
}: {
  signedIn: boolean;
  loginUrl: string;
  onUploaded: (photoUrl: string) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const [checking, setChecking] = useState(false);

  // The picture is decoded before the crop dialog opens, so a file that is no picture never reaches it.
  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    setChecking(true);
    try {
      const refusal = await coverFileRefusal(chosen);
      if (refusal) notify.error(refusal);
      else setFile(chosen);
    } finally {
      setChecking(false);
    }
  };

  const upload = async (image: Blob, name: string) => {
    setUploading(true);
    try {
      onUploaded(await uploadImage(image, name, 'cover'));
      setFile(null);
    } catch (error) {
      notify.error((error as Error).message);
    } finally {
      setUploading(false);
    }
  };

  return (
    <>
      {signedIn ? (
        <CoverDropzone uploading={uploading} checking={checking} onFile={(chosen) => void choose(chosen)} />
      ) : (
        // A visitor cannot upload: a dashed drop area that ignored clicks looked broken. Say what to do instead.
        <Paper withBorder radius="md" p="md">
          <Group gap="sm" wrap="nowrap">
            <IconPhotoUp size={32} stroke={1.5} aria-hidden="true" />
            <Text size="sm">
              <Anchor component={Link} to={loginUrl} fw={600}>
                Log in
              </Anchor>{' '}
              to upload your own picture, or pick one from the gallery.
            </Text>
          </Group>
        </Paper>
      )}
      {file && (
        <CropDialog
          file={file}
          busy={uploading}
          onCancel={() => setFile(null)}
          onCropped={(image, name) => void upload(image, name)}
        />
      )}
    </>
  );
}

/** The drop area of a signed-in host's own picture (png, gif, jpeg or webp, up to 10 MB). */
function CoverDropzone(props: {
  uploading: boolean;
  checking: boolean;
  onFile: (file: File | undefined) => void;
}) {
  const { onFile } = props;
  return (
    <Dropzone
      accept={COVER_IMAGE_TYPES}
      multiple={false}
      maxFiles={1}
      maxSize={MAX_IMAGE_UPLOAD_BYTES}
      disabled={props.uploading}
      loading={props.checking}
      onDrop={(files) => onFile(files[0])}
      onReject={(rejections) => notify.error(rejectionMessage(rejections))}
      radius="md"
      p="md"
    >
      <Group justify="center" gap="sm" mih={72} style={{ pointerEvents: 'none' }} wrap="nowrap">
        <Dropzone.Accept>
          <IconUpload size={32} stroke={1.5} />
        </Dropzone.Accept>
        <Dropzone.Reject>
          <IconX size={32} stroke={1.5} />
        </Dropzone.Reject>
        <Dropzone.Idle>
          <IconPhotoUp size={32} stroke={1.5} />
        </Dropzone.Idle>
        <div>
          <Text size="sm" fw={600}>
            Upload an image
          </Text>
          <Text size="xs" c="dimmed">
            Drag it here or click to choose: .png, .gif, .jpeg, .jpg or .webp, up to 10 MB
          </Text>
        </div>
      </Group>
    </Dropzone>
  );
}
