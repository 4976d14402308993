import type { ApiErrorCode } from '#shared/error-codes.ts';
import type { UploadBody } from '#shared/schemas/attachments.ts';
import { ApiError } from './api-fetch.ts';

/**
 * Uploads one file as the request body, reporting progress (fetch cannot report an upload's); a refusal
 * is an ApiError with the server's code, as apiFetch's are.
 */
export function uploadFile(
  file: Blob,
  name: string,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
) {
  return new Promise<UploadBody>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/uploads?name=${encodeURIComponent(name)}`);
    request.setRequestHeader('Content-Type', 'application/octet-stream');
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body = request.response as {
        upload?: UploadBody;
        error?: { code: ApiErrorCode; message: string };
      } | null;
      if (request.status === 201 && body?.upload) resolve(body.upload);
      else
        reject(
          new ApiError(
            request.status,
            body?.error?.code ?? 'http_error',
            body?.error?.message ?? request.statusText,
          ),
        );
    };
    request.onerror = () => reject(new TypeError('The upload failed: network error.'));
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal.addEventListener('abort', () => request.abort(), { once: true });
    request.send(file);
  });
}
