export type SentMail = { from: string; to: string[]; raw: string };
export type FakeSmtp = { url: string; messages: SentMail[]; failNext: (count: number) => void; close: () => Promise<void> };
export function startFakeSmtp(port?: number): Promise<FakeSmtp>;
