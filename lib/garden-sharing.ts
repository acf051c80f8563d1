// JSON shapes of the garden-sharing routes (issue 13), shared by route handlers and the browser.
import type { GardenRole } from "./garden-profile";

/** GET /api/gardens/{id}/members. */
export type GardenMemberJson = { userId: string; name: string; email: string; role: GardenRole };

/** POST and GET /api/gardens/{id}/invites. */
export type InviteLinkJson = { id: number; url: string; token: string; expiresAt: string };
