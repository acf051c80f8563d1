import { ApiError } from "./api-client";

/**
 * Posts multipart form data and reports upload progress (0..1), for large photos.
 * Failures use the docs/product.md#messages form: "<status>: <body or status text>".
 */
export function uploadWithProgress<T>(url: string, form: FormData, onProgress: (fraction: number) => void): Promise<T> {
  return sendWithProgress<T>({ method: "POST", url, body: form, sameOrigin: true }, onProgress);
}

/**
 * Sends a body and reports upload progress (0..1): a form to the app (with its cookies), or a
 * file PUT to a store's presigned URL (another origin: no cookies, the headers it signed).
 */
export function sendWithProgress<T>(
  send: { method: "POST" | "PUT"; url: string; body: FormData | Blob; sameOrigin: boolean; headers?: Record<string, string> },
  onProgress: (fraction: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(send.method, send.url);
    request.withCredentials = send.sameOrigin;
    for (const [name, value] of Object.entries(send.headers ?? {})) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.upload.onload = () => onProgress(1);
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        if (!send.sameOrigin) return resolve(undefined as T); // a store's answer is not the app's JSON
        try {
          resolve(JSON.parse(request.responseText) as T);
        } catch {
          reject(new ApiError(request.status, `${request.status}: ${request.responseText || request.statusText}`));
        }
        return;
      }
      reject(new ApiError(request.status, `${request.status}: ${request.responseText || request.statusText}`));
    };
    request.onerror = () => reject(new Error("The upload failed. Check your connection and try again."));
    request.send(send.body);
  });
}
