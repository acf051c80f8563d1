import { HttpError } from "@/server/http/errors";
import { callerLocale } from "@/server/http/error-language";
import { errorResponse, personal } from "@/server/http/handler";
import { logError } from "@/server/log";
import { signInToDemo } from "@/server/demo";

/**
 * The login page's "Try the demo" (a plain form post) on a preview with PREVIEW_DEMO=on: signs the
 * reviewer in as the shared demo gardener and opens the dashboard; where that fails, back to the
 * login page, which says so. Anywhere else a 404.
 */
export async function POST(request: Request): Promise<Response> {
  try {
    const signedIn = await signInToDemo(request.headers);
    const headers = new Headers({ location: "/" });
    for (const cookie of signedIn.headers.getSetCookie()) headers.append("set-cookie", cookie);
    return personal(new Response(null, { status: 303, headers }));
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return personal(await errorResponse(error, callerLocale(request)));
    if (!(error instanceof HttpError)) logError("The preview demo could not be opened", error);
    return personal(new Response(null, { status: 303, headers: { location: "/login?error=demo" } }));
  }
}
