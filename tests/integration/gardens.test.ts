// Gardens shared by a household (issue 13): several gardens per gardener, one open; invitations;
// members; who watered and who completed; and access that follows membership at once.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as authPost } from "@/app/api/auth/[...all]/route";
import { DELETE as deleteGarden, PATCH as renameGarden } from "@/app/api/gardens/[id]/route";
import { GET as listInvites, POST as invite } from "@/app/api/gardens/[id]/invites/route";
import { DELETE as revokeInvite } from "@/app/api/gardens/[id]/invites/[inviteId]/route";
import { GET as listMembers } from "@/app/api/gardens/[id]/members/route";
import { DELETE as removeMember, PATCH as changeMember } from "@/app/api/gardens/[id]/members/[userId]/route";
import { GET as listGardens, POST as createGarden } from "@/app/api/gardens/route";
import { POST as accept } from "@/app/api/invites/[token]/accept/route";
import { GET as openReminder } from "@/app/reminders/open/route";
import { gardenLink } from "@/server/notifications/messages";
import { GET as listTasks, POST as createTask } from "@/app/api/tasks/route";
import { GET as todaysTasks } from "@/app/api/tasks/today/route";
import { GET as tasksDoneToday } from "@/app/api/tasks/done-today/route";
import { PATCH as patchTask } from "@/app/api/tasks/[id]/route";
import { GET as getUser, PATCH as patchUser } from "@/app/api/user/route";
import { PATCH as patchPlant } from "@/app/api/user-plants/[id]/route";
import { GET as listPlants, POST as addPlant } from "@/app/api/user-plants/route";
import { GET as withWatering } from "@/app/api/user-plants/with-watering/route";
import { GET as history } from "@/app/api/watering/history/[userPlantId]/route";
import { POST as water } from "@/app/api/watering/record/route";
import { getDb } from "@/server/db/client";
import { gardenInvites, gardenMembers, gardens, profiles } from "@/server/db/schema";
import { INVITE_EXPIRED_MESSAGE, INVITE_NOT_FOUND_MESSAGE, INVITE_REVOKED_MESSAGE, INVITES_PER_HOUR, inviteDetails } from "@/server/garden/garden-invites";
import { OWNER_CANNOT_LEAVE_MESSAGE } from "@/server/garden/garden-members";
import { call, jsonRequest, signUp, type TestUser } from "../support/api";

const gardensOf = async (user: TestUser) => (await call(listGardens, jsonRequest("/api/gardens", { token: user.token }))).body.gardens;

async function addBasil(user: TestUser) {
  const catalogue = await call((await import("@/app/api/plants/route")).GET, jsonRequest("/api/plants", { token: user.token }));
  const basil = (catalogue.body as { id: number; commonName: string }[]).find((plant) => plant.commonName === "Basil")!;
  const added = await call(addPlant, jsonRequest("/api/user-plants", { body: { plantId: basil.id, customName: "Sweet Basil" }, token: user.token }));
  expect(added.status).toBe(201);
  return added.body as { id: number };
}

async function invitation(owner: TestUser, gardenId = owner.gardenId) {
  const made = await call(invite, jsonRequest(`/api/gardens/${gardenId}/invites`, { method: "POST", token: owner.token }), { id: String(gardenId) });
  expect(made.status).toBe(201);
  return made.body as { id: number; url: string; token: string; expiresAt: string };
}

async function join(member: TestUser, token: string) {
  return call(accept, jsonRequest(`/api/invites/${token}/accept`, { method: "POST", token: member.token }), { token });
}

describe("gardens", () => {
  it("every gardener starts with one garden, open, of their own, made with the account and named after them", async () => {
    const gardener = await signUp("Sam Fields");
    expect(await gardensOf(gardener)).toEqual([{ id: gardener.gardenId, name: "Sam's Garden", role: "owner", memberCount: 1, active: true }]);
  });

  it("makes the first garden with the account, before the gardener's first request", async () => {
    const response = await authPost(
      jsonRequest("/api/auth/sign-up/email", { body: { name: "Nia Park", email: `nia-${randomUUID()}@example.com`, password: "correct-horse-42" } }),
    );
    expect(response.status).toBe(200);
    const { user } = (await response.json()) as { user: { id: string } };
    const db = await getDb();
    const rows = await db
      .select({ name: gardens.name, role: gardenMembers.role, active: profiles.activeGardenId, id: gardens.id })
      .from(gardenMembers)
      .innerJoin(gardens, eq(gardens.id, gardenMembers.gardenId))
      .innerJoin(profiles, eq(profiles.userId, gardenMembers.userId))
      .where(eq(gardenMembers.userId, user.id));
    expect(rows).toEqual([{ name: "Nia's Garden", role: "owner", active: rows[0]!.id, id: rows[0]!.id }]);
  });

  it("makes, renames, switches and deletes gardens; every route then acts on the open one", async () => {
    const gardener = await signUp();
    const basil = await addBasil(gardener);
    const made = await call(createGarden, jsonRequest("/api/gardens", { body: { name: "  Allotment  " }, token: gardener.token }));
    expect(made.status).toBe(201);
    expect(made.body.garden).toMatchObject({ name: "Allotment", role: "owner", memberCount: 1, active: false });
    const allotment = made.body.garden.id as number;

    const renamed = await call(renameGarden, jsonRequest(`/api/gardens/${allotment}`, { method: "PATCH", body: { name: "Plot 7" }, token: gardener.token }), { id: String(allotment) });
    expect(renamed.body.garden.name).toBe("Plot 7");

    // The place is the garden's: a location saved in one garden is not the other's.
    expect((await call(patchUser, jsonRequest("/api/user", { method: "PATCH", body: { gardenType: "balcony", experienceLevel: "beginner" }, token: gardener.token }))).status).toBe(200);
    const switched = await call(patchUser, jsonRequest("/api/user", { method: "PATCH", body: { activeGardenId: allotment }, token: gardener.token }));
    expect(switched.status).toBe(200);
    expect(switched.body.user).toMatchObject({ gardenType: null, experienceLevel: "beginner" });
    expect((await gardensOf(gardener)).find((garden: { id: number }) => garden.id === allotment).active).toBe(true);

    expect((await call(listPlants, jsonRequest("/api/user-plants", { token: gardener.token }))).body).toEqual([]);
    expect((await call(patchPlant, jsonRequest(`/api/user-plants/${basil.id}`, { method: "PATCH", body: { notes: "mine" }, token: gardener.token }), { id: String(basil.id) })).status).toBe(404);
    await addBasil(gardener);

    const back = await call(patchUser, jsonRequest("/api/user", { method: "PATCH", body: { activeGardenId: gardener.gardenId }, token: gardener.token }));
    expect(back.body.user.gardenType).toBe("balcony");
    expect((await call(listPlants, jsonRequest("/api/user-plants", { token: gardener.token }))).body.map((plant: { id: number }) => plant.id)).toEqual([basil.id]);

    const removed = await call(deleteGarden, jsonRequest(`/api/gardens/${allotment}`, { method: "DELETE", token: gardener.token }), { id: String(allotment) });
    expect(removed.status).toBe(204);
    const last = await call(deleteGarden, jsonRequest(`/api/gardens/${gardener.gardenId}`, { method: "DELETE", token: gardener.token }), { id: String(gardener.gardenId) });
    expect(last.status).toBe(409);
    expect(last.body.error).toBe("This is your only garden, so it can't be deleted.");
  });

  it("refuses names with line breaks, control characters or right-to-left overrides (400), making or renaming", async () => {
    const gardener = await signUp();
    const id = String(gardener.gardenId);
    for (const name of ["Plot\r\n7", "Plot\n7", "Plot\t7", "\u202Etolp", "Plot\u20667", "Plot\u2028 7", "Plot\u00857"]) {
      const made = await call(createGarden, jsonRequest("/api/gardens", { body: { name }, token: gardener.token }));
      expect(made.status, JSON.stringify(name)).toBe(400);
      expect(made.body.error).toBe("The name can't contain control characters or line breaks.");
      expect((await call(renameGarden, jsonRequest(`/api/gardens/${id}`, { method: "PATCH", body: { name }, token: gardener.token }), { id })).status).toBe(400);
    }
    expect((await call(createGarden, jsonRequest("/api/gardens", { body: { name: "Älskade trädgård 🌱" }, token: gardener.token }))).status).toBe(201);
  });

  it("refuses names that are empty, too long or not text (400), and another's garden (404)", async () => {
    const gardener = await signUp();
    const stranger = await signUp();
    for (const body of [{ name: "" }, { name: "x".repeat(61) }, { name: 7 }, {}, { name: "ok", extra: 1 }]) {
      expect((await call(createGarden, jsonRequest("/api/gardens", { body, token: gardener.token }))).status).toBe(400);
    }
    const id = String(stranger.gardenId);
    expect((await call(renameGarden, jsonRequest(`/api/gardens/${id}`, { method: "PATCH", body: { name: "Mine" }, token: gardener.token }), { id })).status).toBe(404);
    expect((await call(deleteGarden, jsonRequest(`/api/gardens/${id}`, { method: "DELETE", token: gardener.token }), { id })).status).toBe(404);
    expect((await call(patchUser, jsonRequest("/api/user", { method: "PATCH", body: { activeGardenId: stranger.gardenId }, token: gardener.token }))).status).toBe(404);
  });
});

describe("invitations and members", () => {
  it("A invites, B accepts and waters A's plant, A sees who watered; A removes B and B loses access at once", async () => {
    const alice = await signUp("Alice Gardener");
    const bob = await signUp("Bob Gardener");
    const basil = await addBasil(alice);
    const link = await invitation(alice);
    expect(link.url).toBe(`http://localhost:3000/invite/${link.token}`);
    expect(new Date(link.expiresAt).getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 60 * 60 * 1000);
    expect(await inviteDetails(link.token)).toMatchObject({ gardenName: "Alice's Garden", invitedBy: "Alice Gardener", status: "open" });

    const joined = await join(bob, link.token);
    expect(joined.status).toBe(200);
    expect(joined.body).toEqual({ gardenId: alice.gardenId });
    expect((await gardensOf(bob)).find((garden: { active: boolean }) => garden.active)).toMatchObject({ id: alice.gardenId, role: "member", memberCount: 2 });

    const watered = await call(water, jsonRequest("/api/watering/record", { body: { userPlantId: basil.id }, token: bob.token }));
    expect(watered.status).toBe(201);
    expect(watered.body.wateredBy).toEqual({ id: bob.id, name: "Bob Gardener" });
    const seenByAlice = (await call(withWatering, jsonRequest("/api/user-plants/with-watering", { token: alice.token }))).body;
    expect(seenByAlice[0].lastWatering.wateredBy).toEqual({ id: bob.id, name: "Bob Gardener" });
    const log = await call(history, jsonRequest(`/api/watering/history/${basil.id}`, { token: alice.token }), { userPlantId: String(basil.id) });
    expect(log.body[0].wateredBy).toEqual({ id: bob.id, name: "Bob Gardener" });

    const members = await call(listMembers, jsonRequest(`/api/gardens/${alice.gardenId}/members`, { token: bob.token }), { id: String(alice.gardenId) });
    expect(members.body.members).toEqual([
      { userId: alice.id, name: "Alice Gardener", email: alice.email, role: "owner" },
      { userId: bob.id, name: "Bob Gardener", email: bob.email, role: "member" },
    ]);

    // A member may not remove others, nor invite.
    const params = { id: String(alice.gardenId), userId: alice.id };
    expect((await call(removeMember, jsonRequest(`/api/gardens/${alice.gardenId}/members/${alice.id}`, { method: "DELETE", token: bob.token }), params)).status).toBe(403);
    expect((await call(invite, jsonRequest(`/api/gardens/${alice.gardenId}/invites`, { method: "POST", token: bob.token }), { id: String(alice.gardenId) })).status).toBe(403);

    const removed = await call(removeMember, jsonRequest(`/api/gardens/${alice.gardenId}/members/${bob.id}`, { method: "DELETE", token: alice.token }), { id: String(alice.gardenId), userId: bob.id });
    expect(removed.status).toBe(204);
    expect((await call(patchPlant, jsonRequest(`/api/user-plants/${basil.id}`, { method: "PATCH", body: { notes: "mine" }, token: bob.token }), { id: String(basil.id) })).status).toBe(404);
    expect((await call(water, jsonRequest("/api/watering/record", { body: { userPlantId: basil.id }, token: bob.token }))).status).toBe(404);
    // Bob is back in his own garden, and Alice's is gone from his list.
    expect(await gardensOf(bob)).toEqual([{ id: bob.gardenId, name: "Bob's Garden", role: "owner", memberCount: 1, active: true }]);
    expect((await call(listPlants, jsonRequest("/api/user-plants", { token: bob.token }))).body).toEqual([]);
  });

  it(`an owner makes at most ${INVITES_PER_HOUR} invitation links an hour (429 with Retry-After), withdrawing them gives none back, and other gardeners are not held up`, async () => {
    const owner = await signUp();
    const made = await Promise.all(Array.from({ length: INVITES_PER_HOUR }, () => invitation(owner)));
    await Promise.all(made.map((link) =>
      call(revokeInvite, jsonRequest(`/api/gardens/${owner.gardenId}/invites/${link.id}`, { method: "DELETE", token: owner.token }), { id: String(owner.gardenId), inviteId: String(link.id) }),
    ));
    const refused = await call(invite, jsonRequest(`/api/gardens/${owner.gardenId}/invites`, { method: "POST", token: owner.token }), { id: String(owner.gardenId) });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe("You've made many invitation links in the last hour. Please try again later.");
    expect(refused.response.headers.get("retry-after")).toBe("3600");
    const listed = await call(listInvites, jsonRequest(`/api/gardens/${owner.gardenId}/invites`, { token: owner.token }), { id: String(owner.gardenId) });
    expect(listed.body.invites).toEqual([]);

    await invitation(await signUp());
  });

  it("an invitation that expired, was withdrawn or never existed says so; a used one can be used again until then", async () => {
    const owner = await signUp();
    const first = await signUp();
    const second = await signUp();
    const link = await invitation(owner);
    expect((await join(first, link.token)).status).toBe(200);
    expect((await join(second, link.token)).status).toBe(200);

    const listed = await call(listInvites, jsonRequest(`/api/gardens/${owner.gardenId}/invites`, { token: owner.token }), { id: String(owner.gardenId) });
    expect(listed.body.invites.map((open: { token: string }) => open.token)).toEqual([link.token]);
    const inviteParams = { id: String(owner.gardenId), inviteId: String(link.id) };
    expect((await call(revokeInvite, jsonRequest(`/api/gardens/${owner.gardenId}/invites/${link.id}`, { method: "DELETE", token: owner.token }), inviteParams)).status).toBe(204);
    const late = await signUp();
    const revoked = await join(late, link.token);
    expect(revoked.status).toBe(410);
    expect(revoked.body.error).toBe(INVITE_REVOKED_MESSAGE);

    const old = await invitation(owner);
    const db = await getDb();
    await db.update(gardenInvites).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(gardenInvites.id, old.id));
    const expired = await join(late, old.token);
    expect(expired.status).toBe(410);
    expect(expired.body.error).toBe(INVITE_EXPIRED_MESSAGE);

    const unknown = await join(late, "A".repeat(43));
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe(INVITE_NOT_FOUND_MESSAGE);
    expect((await join(late, "not a token")).status).toBe(404);
    expect((await gardensOf(late)).length).toBe(1);
  });

  it("a removed member cannot rejoin with a link they had: removing a member withdraws the garden's open links; a new one works", async () => {
    const owner = await signUp();
    const removed = await signUp();
    const stays = await signUp();
    const link = await invitation(owner);
    expect((await join(removed, link.token)).status).toBe(200);
    expect((await join(stays, link.token)).status).toBe(200);
    const gardenId = String(owner.gardenId);
    const remove = (caller: TestUser, member: TestUser) =>
      call(removeMember, jsonRequest(`/api/gardens/${gardenId}/members/${member.id}`, { method: "DELETE", token: caller.token }), { id: gardenId, userId: member.id });
    expect((await remove(owner, removed)).status).toBe(204);

    const again = await join(removed, link.token);
    expect(again.status).toBe(410);
    expect(again.body.error).toBe(INVITE_REVOKED_MESSAGE);
    expect((await gardensOf(removed)).map((garden: { id: number }) => garden.id)).toEqual([removed.gardenId]);
    const listed = await call(listInvites, jsonRequest(`/api/gardens/${gardenId}/invites`, { token: owner.token }), { id: gardenId });
    expect(listed.body.invites).toEqual([]);

    // A member who leaves on their own withdraws nothing; a link made after a removal works, for anyone the owner sends it to.
    const fresh = await invitation(owner);
    expect((await remove(stays, stays)).status).toBe(204);
    expect((await join(stays, fresh.token)).status).toBe(200);
    expect((await join(removed, fresh.token)).status).toBe(200);
  });

  it("the owner hands the garden over and may then leave; a member leaves on their own", async () => {
    const owner = await signUp("Olive Owner");
    const member = await signUp("Max Member");
    await join(member, (await invitation(owner)).token);
    const gardenId = String(owner.gardenId);
    const leaveOwner = await call(removeMember, jsonRequest(`/api/gardens/${gardenId}/members/${owner.id}`, { method: "DELETE", token: owner.token }), { id: gardenId, userId: owner.id });
    expect(leaveOwner.status).toBe(409);
    expect(leaveOwner.body.error).toBe(OWNER_CANNOT_LEAVE_MESSAGE);

    const handed = await call(changeMember, jsonRequest(`/api/gardens/${gardenId}/members/${member.id}`, { method: "PATCH", body: { role: "owner" }, token: owner.token }), { id: gardenId, userId: member.id });
    expect(handed.status).toBe(204);
    const roles = (await call(listMembers, jsonRequest(`/api/gardens/${gardenId}/members`, { token: owner.token }), { id: gardenId })).body.members.map((m: { name: string; role: string }) => `${m.name}:${m.role}`);
    expect(roles).toEqual(["Max Member:owner", "Olive Owner:member"]);
    expect((await call(changeMember, jsonRequest(`/api/gardens/${gardenId}/members/${owner.id}`, { method: "PATCH", body: { role: "member" }, token: member.token }), { id: gardenId, userId: owner.id })).status).toBe(400);

    const left = await call(removeMember, jsonRequest(`/api/gardens/${gardenId}/members/${owner.id}`, { method: "DELETE", token: owner.token }), { id: gardenId, userId: owner.id });
    expect(left.status).toBe(204);
    expect((await gardensOf(owner)).map((garden: { name: string; role: string }) => garden.role)).toEqual(["owner"]);
  });

  it("a non-member gets 404 on every garden route", async () => {
    const owner = await signUp();
    const stranger = await signUp();
    const basil = await addBasil(owner);
    const id = String(owner.gardenId);
    const link = await invitation(owner);
    const asStranger = (path: string, method = "GET", body?: unknown) => jsonRequest(path, { method, body, token: stranger.token });
    expect((await call(listMembers, asStranger(`/api/gardens/${id}/members`), { id })).status).toBe(404);
    expect((await call(invite, asStranger(`/api/gardens/${id}/invites`, "POST"), { id })).status).toBe(404);
    expect((await call(listInvites, asStranger(`/api/gardens/${id}/invites`), { id })).status).toBe(404);
    expect((await call(revokeInvite, asStranger(`/api/gardens/${id}/invites/${link.id}`, "DELETE"), { id, inviteId: String(link.id) })).status).toBe(404);
    expect((await call(removeMember, asStranger(`/api/gardens/${id}/members/${owner.id}`, "DELETE"), { id, userId: owner.id })).status).toBe(404);
    expect((await call(changeMember, asStranger(`/api/gardens/${id}/members/${owner.id}`, "PATCH", { role: "owner" }), { id, userId: owner.id })).status).toBe(404);
    expect((await call(renameGarden, asStranger(`/api/gardens/${id}`, "PATCH", { name: "Taken" }), { id })).status).toBe(404);
    expect((await call(deleteGarden, asStranger(`/api/gardens/${id}`, "DELETE"), { id })).status).toBe(404);
    expect((await call(patchPlant, asStranger(`/api/user-plants/${basil.id}`, "PATCH", { notes: "mine" }), { id: String(basil.id) })).status).toBe(404);
    expect((await call(water, asStranger("/api/watering/record", "POST", { userPlantId: basil.id }))).status).toBe(404);
    expect((await call(history, asStranger(`/api/watering/history/${basil.id}`), { userPlantId: String(basil.id) })).status).toBe(404);
  });
});

describe("reminder links", () => {
  it("open the garden they name only when the app made them: another site's link switches nothing", async () => {
    const owner = await signUp();
    const member = await signUp();
    await join(member, (await invitation(owner)).token);
    const openGarden = async () => ((await gardensOf(member)) as { id: number; active: boolean }[]).find((garden) => garden.active)!.id;
    expect(await openGarden()).toBe(owner.gardenId);
    const follow = (url: string) => call(openReminder, jsonRequest(url.replace(/^http:\/\/localhost:3000/, ""), { token: member.token }));

    for (const forged of [`/reminders/open?garden=${member.gardenId}`, `/reminders/open?garden=${member.gardenId}&key=${"A".repeat(43)}`]) {
      const answer = await follow(forged);
      expect(answer.status).toBe(303);
      expect(await openGarden(), forged).toBe(owner.gardenId);
    }
    // A link made for another garden does not open this one.
    const otherLink = new URL(gardenLink("http://localhost:3000", owner.gardenId));
    expect((await follow(`/reminders/open?garden=${member.gardenId}&key=${otherLink.searchParams.get("key")}`)).status).toBe(303);
    expect(await openGarden()).toBe(owner.gardenId);

    const link = gardenLink("http://localhost:3000", member.gardenId, 7);
    const answer = await follow(link);
    expect(answer.status).toBe(303);
    expect(answer.response.headers.get("location")).toBe("http://localhost:3000/plants#plant-7");
    expect(await openGarden()).toBe(member.gardenId);
  });
});

describe("who did what", () => {
  it("a task can be left to a member; it lists theirs first and records who completed it", async () => {
    const alice = await signUp("Alice Gardener");
    const bob = await signUp("Bob Gardener");
    await join(bob, (await invitation(alice)).token);
    const today = new Date().toISOString().slice(0, 10);
    const forAlice = await call(createTask, jsonRequest("/api/tasks", { body: { title: "Prune roses", dueDate: today, taskType: "prune", assignedTo: alice.id }, token: bob.token }));
    expect(forAlice.status).toBe(201);
    expect(forAlice.body.assignedTo).toEqual({ id: alice.id, name: "Alice Gardener" });
    const forBob = await call(createTask, jsonRequest("/api/tasks", { body: { title: "Sow radish", dueDate: today, taskType: "prune" }, token: bob.token }));
    const reassigned = await call(patchTask, jsonRequest(`/api/tasks/${forBob.body.id}`, { method: "PATCH", body: { assignedTo: bob.id }, token: bob.token }), { id: String(forBob.body.id) });
    expect(reassigned.body.assignedTo).toEqual({ id: bob.id, name: "Bob Gardener" });

    const titles = async (user: TestUser) => ((await call(todaysTasks, jsonRequest("/api/tasks/today", { token: user.token }))).body as { title: string }[]).map((task) => task.title);
    expect(await titles(alice)).toEqual(["Prune roses", "Sow radish"]);
    expect(await titles(bob)).toEqual(["Sow radish", "Prune roses"]);

    const outsider = await signUp();
    const refused = await call(patchTask, jsonRequest(`/api/tasks/${forBob.body.id}`, { method: "PATCH", body: { assignedTo: outsider.id }, token: bob.token }), { id: String(forBob.body.id) });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe("Choose a member of this garden.");

    const done = await call(patchTask, jsonRequest(`/api/tasks/${forAlice.body.id}`, { method: "PATCH", body: { completed: true }, token: bob.token }), { id: String(forAlice.body.id) });
    expect(done.body.completedBy).toEqual({ id: bob.id, name: "Bob Gardener" });
    const doneToday = await call(tasksDoneToday, jsonRequest("/api/tasks/done-today", { token: alice.token }));
    expect(doneToday.body.map((task: { title: string; completedBy: unknown }) => [task.title, task.completedBy])).toEqual([["Prune roses", { id: bob.id, name: "Bob Gardener" }]]);
    const all = (await call(listTasks, jsonRequest("/api/tasks", { token: alice.token }))).body as { title: string; completedBy: unknown }[];
    expect(all.find((task) => task.title === "Prune roses")!.completedBy).toEqual({ id: bob.id, name: "Bob Gardener" });
  });

  it("GET /api/user keeps its contract and reads the open garden's place", async () => {
    const gardener = await signUp();
    const saved = await call(patchUser, jsonRequest("/api/user", { method: "PATCH", body: { climateZone: "8a", gardenType: "outdoor", timezone: "Europe/Paris" }, token: gardener.token }));
    expect(saved.status).toBe(200);
    const read = await call(getUser, jsonRequest("/api/user", { token: gardener.token }));
    expect(read.body.user).toMatchObject({ id: gardener.id, climateZone: "8a", gardenType: "outdoor", timezone: "Europe/Paris", location: null, plan: "free" });
  });
});
