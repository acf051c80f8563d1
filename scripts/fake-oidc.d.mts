export const FAKE_OIDC_CLIENT_ID: string;
export const FAKE_OIDC_CLIENT_SECRET: string;
export const FAKE_OIDC_REDIRECT_URIS: string[];
export type FakeOidcUser = { email: string; email_verified: boolean; name: string };
export type FakeOidc = { issuer: string; clientId: string; clientSecret: string; close: () => Promise<void> };
export function fakeOidcUser(login: string): FakeOidcUser | undefined;
export function startFakeOidc(port?: number, options?: { redirectUris?: string[] }): Promise<FakeOidc>;
