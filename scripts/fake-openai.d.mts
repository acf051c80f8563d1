export type RecordedRequest = {
  model: string;
  stream?: boolean;
  response_format?: unknown;
  messages: { role: string; text: string }[];
};
export type FakeOpenAI = { url: string; requests: RecordedRequest[]; close: () => Promise<void> };
export function startFakeOpenAI(port?: number): Promise<FakeOpenAI>;
