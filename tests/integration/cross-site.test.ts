import { describe, expect, it } from "vitest";
import { DELETE as deleteTask } from "@/app/api/tasks/[id]/route";
import { GET as listTasks, POST as createTask } from "@/app/api/tasks/route";
import { BASE_URL, call, signUp } from "../support/api";

// A browser sends the session cookie with any request to the app, also one another site made it send.
async function sessionCookie(): Promise<{ cookie: string; token: string }> {
  const gardener = await signUp();
  // better-auth's bearer plugin: the bearer token is the signed session cookie's value.
  return { cookie: `better-auth.session_token=${encodeURIComponent(gardener.token)}`, token: gardener.token };
}

const task = JSON.stringify({ title: "Planted by another site", dueDate: "2026-12-01", taskType: "prune" });

function post(headers: Record<string, string>, body: BodyInit = task) {
  return call(createTask, new Request(`${BASE_URL}/api/tasks`, { method: "POST", headers, body }));
}

describe("cross-site requests", () => {
  it("refuses a text/plain form posted from another origin with the session cookie (403), and creates nothing", async () => {
    const { cookie, token } = await sessionCookie();
    const response = await post({ cookie, "content-type": "text/plain", origin: "https://evil.example", "sec-fetch-site": "cross-site" });
    expect(response.status).toBe(403);
    const same = await post({ cookie, "content-type": "text/plain", origin: "https://garden.localhost:3000", "sec-fetch-site": "same-site" });
    expect(same.status).toBe(403);
    const tasks = await call(listTasks, new Request(`${BASE_URL}/api/tasks`, { headers: { authorization: `Bearer ${token}` } }));
    expect(tasks.body).toEqual([]);
  });

  it("refuses a body that is neither JSON nor multipart, even from the app's own origin (415)", async () => {
    const { cookie } = await sessionCookie();
    const response = await post({ cookie, "content-type": "text/plain", origin: BASE_URL, "sec-fetch-site": "same-origin" });
    expect(response.status).toBe(415);
    const urlencoded = await post({ cookie, "content-type": "application/x-www-form-urlencoded", origin: BASE_URL }, "title=x");
    expect(urlencoded.status).toBe(415);
  });

  it("accepts the app's own JSON requests with the cookie", async () => {
    const { cookie } = await sessionCookie();
    const response = await post({ cookie, "content-type": "application/json", origin: BASE_URL, "sec-fetch-site": "same-origin" });
    expect(response.status).toBe(201);
  });

  it("accepts the app's own DELETE, which Next hands over with an empty body stream and no content type", async () => {
    const { cookie, token } = await sessionCookie();
    const created = await post({ authorization: `Bearer ${token}`, "content-type": "application/json" });
    const emptyBody = new ReadableStream({ start: (controller) => controller.close() });
    const request = new Request(`${BASE_URL}/api/tasks/${created.body.id}`, {
      method: "DELETE",
      headers: { cookie, origin: BASE_URL, "sec-fetch-site": "same-origin" },
      body: emptyBody,
      duplex: "half",
    } as RequestInit);
    const response = await call(deleteTask, request, { id: String(created.body.id) });
    expect(response.status).toBe(204);
  });

  it("refuses a body sent with no content type at all (a no-cors fetch of a Blob)", async () => {
    const { cookie } = await sessionCookie();
    const response = await post({ cookie, "content-length": String(task.length), origin: BASE_URL }, new Blob([task]));
    expect(response.status).toBe(415);
  });

  it("leaves bearer-token clients alone", async () => {
    const { token } = await sessionCookie();
    const response = await post({ authorization: `Bearer ${token}`, "content-type": "application/json", origin: "https://tool.example" });
    expect(response.status).toBe(201);
  });
});
