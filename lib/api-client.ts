// The browser's side of the REST contract. Errors follow docs/product.md#messages:
// "<status>: <body text or status text>".

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw new ApiError(response.status, `${response.status}: ${text}`);
}

/** Sends a JSON request (content type set only when there is a body) and throws on failure. */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? undefined : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "include",
  });
  await throwIfNotOk(response);
  return response;
}

/** Sends multipart form data (uploads) with the same error form. */
export async function apiUpload(url: string, form: FormData): Promise<Response> {
  const response = await fetch(url, { method: "POST", body: form, credentials: "include" });
  await throwIfNotOk(response);
  return response;
}

/** Sends a JSON request and reads the JSON answer, typed as the REST contract's answer for that call. */
export async function apiJson<T>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await apiRequest(method, url, body);
  return (await response.json()) as T;
}

/** Posts multipart form data and reads the JSON answer, typed as the REST contract's answer for that call. */
export async function apiUploadJson<T>(url: string, form: FormData): Promise<T> {
  const response = await apiUpload(url, form);
  return (await response.json()) as T;
}

type UnauthorizedBehavior = "throw" | "returnNull";

/** The default query function: joins the query key with "/" and GETs JSON. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }) {
  return async ({ queryKey }: { queryKey: readonly unknown[] }): Promise<T | null> => {
    const response = await fetch(queryKey.join("/"), { credentials: "include" });
    if (on401 === "returnNull" && response.status === 401) return null;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}

/** The human message inside an API error ("413: {\"error\":\"...\"}"), when the server gave one. */
export function apiErrorMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const body = error.message.slice(error.message.indexOf(":") + 1).trim();
  try {
    const parsed = JSON.parse(body) as { error?: unknown };
    return typeof parsed.error === "string" ? parsed.error : null;
  } catch {
    return null;
  }
}
