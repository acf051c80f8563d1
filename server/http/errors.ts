/** An error whose message is safe to show the user, with its HTTP status (and headers such as Retry-After). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues?: unknown[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const notFound = (what = "That item") => new HttpError(404, `${what} was not found.`);
