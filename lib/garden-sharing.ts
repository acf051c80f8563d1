// JSON shapes of the gardens and garden-sharing routes (issue 13), shared by route handlers and the browser.
import type { GardenRole } from "./garden-profile";
import type { GardenSummary } from "./garden-types";

/** GET /api/gardens: the gardener's gardens. */
export type GardenList = { gardens: GardenSummary[] };

/** POST /api/gardens (201) and PATCH /api/gardens/{id}: the garden made or renamed. */
export type GardenSaved = { garden: GardenSummary };

/** One of GET /api/gardens/{id}/members's `members`. */
export type GardenMemberJson = { userId: string; name: string; email: string; role: GardenRole };

/** GET /api/gardens/{id}/members. */
export type GardenMembers = { members: GardenMemberJson[] };

/** POST /api/gardens/{id}/invites's answer (201), and one of GET's `invites`. */
export type InviteLinkJson = { id: number; url: string; token: string; expiresAt: string };

/** GET /api/gardens/{id}/invites: the garden's open invitations. */
export type GardenInvites = { invites: InviteLinkJson[] };

/** POST /api/invites/{token}/accept: the garden joined, now the gardener's open one. */
export type AcceptedInvite = { gardenId: number };
