import { NextResponse } from "next/server";

// Any path under /api that no other route answers: a JSON 404, signed in or not
// (without this, Next would render the app's HTML pages).
function noSuchEndpoint(): Response {
  return NextResponse.json({ error: "There is no such API endpoint." }, { status: 404 });
}

export const GET = noSuchEndpoint;
export const POST = noSuchEndpoint;
export const PUT = noSuchEndpoint;
export const PATCH = noSuchEndpoint;
export const DELETE = noSuchEndpoint;
