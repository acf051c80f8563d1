export type NtfyPublish = { topic: string; title?: string; message?: string; click?: string; tags?: string[] };
export type FakeNtfy = { url: string; messages: NtfyPublish[]; failNext: (count: number) => void; close: () => Promise<void> };
export function startFakeNtfy(port?: number): Promise<FakeNtfy>;
