import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiErrorMessage, apiJson, apiRequest, apiUploadJson, getQueryFn } from "./api-client";
import { makeQueryClient } from "./query-client";

afterEach(() => vi.unstubAllGlobals());

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async (...args: unknown[]) => (void args, response));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("apiRequest", () => {
  it("sets a JSON content type only when there is a body", async () => {
    const fetchMock = stubFetch(new Response("{}", { status: 200 }));
    await apiRequest("POST", "/api/tasks", { title: "Water" });
    expect(fetchMock.mock.calls[0]).toMatchObject([
      "/api/tasks",
      { method: "POST", headers: { "Content-Type": "application/json" }, body: '{"title":"Water"}' },
    ]);
    await apiRequest("DELETE", "/api/tasks/1");
    expect((fetchMock.mock.calls[1] as unknown[])[1]).toMatchObject({ method: "DELETE", headers: undefined });
  });

  it("throws 'status: body' on failure, or the status text when the body is empty", async () => {
    stubFetch(new Response('{"error":"Please select a plant"}', { status: 400 }));
    await expect(apiRequest("POST", "/api/user-plants", {})).rejects.toThrow('400: {"error":"Please select a plant"}');
    stubFetch(new Response(null, { status: 503, statusText: "Service Unavailable" }));
    await expect(apiRequest("GET", "/api/weather")).rejects.toThrow("503: Service Unavailable");
  });
});

describe("apiJson and apiUploadJson", () => {
  it("send the request and answer the parsed JSON body", async () => {
    const fetchMock = stubFetch(Response.json({ id: 7, title: "Water" }, { status: 201 }));
    expect(await apiJson<{ id: number }>("POST", "/api/tasks", { title: "Water" })).toEqual({ id: 7, title: "Water" });
    expect(fetchMock.mock.calls[0]).toMatchObject(["/api/tasks", { method: "POST", body: '{"title":"Water"}' }]);

    const form = new FormData();
    form.set("customCommonName", "Fern");
    stubFetch(Response.json({ id: 8 }, { status: 201 }));
    expect(await apiUploadJson<{ id: number }>("/api/user-plants/custom", form)).toEqual({ id: 8 });
  });

  it("throw the docs/product.md#messages error instead of parsing a failure", async () => {
    stubFetch(new Response("boom", { status: 500 }));
    await expect(apiJson("POST", "/api/watering/record", { userPlantId: 1 })).rejects.toThrow("500: boom");
    stubFetch(new Response('{"error":"Photos must be 10 MB or smaller."}', { status: 413 }));
    await expect(apiUploadJson("/api/user-plants/custom", new FormData())).rejects.toThrow("413: ");
  });
});

describe("getQueryFn", () => {
  it("joins the query key with slashes and parses JSON", async () => {
    const fetchMock = stubFetch(Response.json([{ id: 1 }]));
    const result = await getQueryFn({ on401: "throw" })({ queryKey: ["/api/watering/history", 4] });
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/watering/history/4");
    expect(result).toEqual([{ id: 1 }]);
  });

  it("throws on 401 by default and can return null instead", async () => {
    stubFetch(new Response('{"error":"You need to sign in first."}', { status: 401 }));
    await expect(getQueryFn({ on401: "throw" })({ queryKey: ["/api/user"] })).rejects.toThrow("401:");
    stubFetch(new Response("", { status: 401 }));
    expect(await getQueryFn({ on401: "returnNull" })({ queryKey: ["/api/user"] })).toBeNull();
  });
});

describe("query defaults", () => {
  it("never go stale, never refetch on focus, never poll and never retry", () => {
    const defaults = makeQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({ staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false, retry: false });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });
});

describe("apiErrorMessage", () => {
  it("reads the server's message out of the docs/product.md#messages error form", () => {
    expect(apiErrorMessage(new ApiError(413, '413: {"error":"Photos must be 10 MB or smaller."}'))).toBe(
      "Photos must be 10 MB or smaller.",
    );
    expect(apiErrorMessage(new ApiError(502, "502: Bad Gateway"))).toBeNull();
    expect(apiErrorMessage(new Error("offline"))).toBeNull();
  });
});
