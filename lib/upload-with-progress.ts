import { ApiError } from "./api-client";

/**
 * Posts multipart form data and reports upload progress (0..1), for large photos.
 * Failures use the docs/product.md#messages form: "<status>: <body or status text>".
 */
export function uploadWithProgress<T>(url: string, form: FormData, onProgress: (fraction: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.upload.onload = () => onProgress(1);
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
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
    request.send(form);
  });
}
