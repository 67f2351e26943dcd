// The checked image upload (POST /api/uploads/image): multipart, with the header that proves it is our page,
// and the browser's own check of a chosen cover before the crop dialog opens.
import { coverFileProblem, looksLikeHeic } from '../../../shared/images/imageUpload';
import { IMAGE_UPLOAD_MESSAGES } from '../../../shared/images/copy';

type UploadPurpose = 'cover' | 'profile';

/** Uploads an image and answers its URL; throws an Error with the server's message when refused. */
export async function uploadImage(file: Blob, fileName: string, purpose: UploadPurpose): Promise<string> {
  const body = new FormData();
  body.append('purpose', purpose);
  body.append('file', file, fileName);
  let response: Response;
  try {
    response = await fetch('/api/uploads/image', {
      method: 'POST',
      headers: { 'X-Elk-Upload': '1' },
      body,
      credentials: 'same-origin',
    });
  } catch {
    throw new Error('Network error fetching /api/uploads/image');
  }
  const answer = (await response.json().catch(() => ({}))) as { url?: string; error?: { message?: string } };
  if (!response.ok || !answer.url) {
    throw new Error(answer.error?.message ?? 'Sorry, that image could not be uploaded. Please try again.');
  }
  return answer.url;
}

/** Whether this browser can decode the file as a picture (its content, whatever the name says). */
async function decodes(file: Blob): Promise<boolean> {
  try {
    const bitmap = await createImageBitmap(file);
    bitmap.close();
    return true;
  } catch {
    return false;
  }
}

/**
 * Why a chosen cover cannot be used, in the words shown to the host, or null when it can: too large, not a
 * cover type by name, or not decodable (a text file renamed .jpg; an HEIC photo this browser cannot read).
 */
export async function coverFileRefusal(file: File): Promise<string | null> {
  const problem = coverFileProblem(file);
  if (problem) return problem;
  if (await decodes(file)) return null;
  const head = new Uint8Array(await file.slice(0, 64).arrayBuffer());
  return looksLikeHeic(head) ? IMAGE_UPLOAD_MESSAGES.heicUnreadable : IMAGE_UPLOAD_MESSAGES.notAnImage;
}
