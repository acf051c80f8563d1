import { answerAuthRequest, answeredAuthPath } from "@/server/auth/local";
import { authProviderName } from "@/server/auth/provider";
import { callerLocale } from "@/server/http/error-language";
import { HttpError } from "@/server/http/errors";
import { errorResponse, personal } from "@/server/http/handler";

async function handle(request: Request): Promise<Response> {
  if (authProviderName() !== "local") {
    return errorResponse(new HttpError(404, "Local accounts are turned off: this install signs in with Clerk."), callerLocale(request));
  }
  if (!answeredAuthPath(request)) return personal(await errorResponse(new HttpError(404, "Not found."), callerLocale(request)));
  try {
    return personal(await answerAuthRequest(request));
  } catch (error) {
    return personal(await errorResponse(error, callerLocale(request)));
  }
}

export const GET = handle;
export const POST = handle;
