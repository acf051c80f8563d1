/** An error whose message is safe to show the user, with its HTTP status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues?: unknown[],
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const notFound = (what = "That item") => new HttpError(404, `${what} was not found.`);
