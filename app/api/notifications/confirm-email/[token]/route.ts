import { NextResponse } from "next/server";
import type { AddressConfirmed } from "@/lib/notifications";
import { callerLocale } from "@/server/http/error-language";
import { errorResponse, personal } from "@/server/http/handler";
import { notFound } from "@/server/http/errors";
import { confirmAddress } from "@/server/notifications/address-confirmation";

/**
 * Confirms an address from the link emailed to it, without signing in (the link may be opened on
 * another device): the token is the proof, and all it can do is confirm the address it was sent to.
 */
export async function POST(request: Request, context: { params: Promise<{ token: string }> }): Promise<Response> {
  try {
    const { token } = await context.params;
    const confirmed = await confirmAddress(token);
    if (!confirmed) throw notFound("That confirmation link");
    return personal(NextResponse.json<AddressConfirmed>({ confirmed: confirmed.email }));
  } catch (error) {
    return personal(await errorResponse(error, callerLocale(request)));
  }
}
