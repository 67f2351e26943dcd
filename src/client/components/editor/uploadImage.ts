// The checked image upload (POST /api/uploads/image): multipart, with the header that proves it is our page.

export type UploadPurpose = 'cover' | 'profile';

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
