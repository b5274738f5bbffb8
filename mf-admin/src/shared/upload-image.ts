import { UPLOAD_MAX_BYTES, uploadResponseSchema } from '@vetrina/contracts';
import { HttpError } from '@vetrina/web-kit';

export const TOO_LARGE_MESSAGE = "L'immagine supera i 5 MB";

/**
 * POST /api/admin/upload (multipart field `image`) through XMLHttpRequest, the only browser API that reports
 * upload progress (fetch does not). Resolves with the stored image's URL; rejects with an HttpError.
 */
export function uploadImage(file: File, onProgress: (percent: number) => void): Promise<string> {
  // Refused before sending: a phone on a slow network should not upload 8 MB to hear "too large".
  if (file.size > UPLOAD_MAX_BYTES) {
    return Promise.reject(
      new HttpError(413, 'Payload Too Large', JSON.stringify({ message: TOO_LARGE_MESSAGE, issues: [] })),
    );
  }
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/admin/upload');
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new HttpError(xhr.status, xhr.statusText, xhr.responseText));
        return;
      }
      try {
        resolve(uploadResponseSchema.parse(JSON.parse(xhr.responseText)).url);
      } catch {
        reject(new HttpError(502, 'Bad Gateway', ''));
      }
    };
    xhr.onerror = () => reject(new HttpError(0, 'Network Error', ''));
    const body = new FormData();
    body.append('image', file);
    xhr.send(body);
  });
}
