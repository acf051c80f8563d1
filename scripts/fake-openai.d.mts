export type RecordedRequest = {
  model: string;
  stream?: boolean;
  response_format?: unknown;
  /** The tools offered (Chat Completions `tools`) and whether the model may call them. */
  tools?: { type: string; function: { name: string } }[];
  tool_choice?: unknown;
  messages: { role: string; text: string; toolCalls?: unknown[]; toolCallId?: string }[];
};
export type FakeOpenAI = { url: string; requests: RecordedRequest[]; close: () => Promise<void> };
export function startFakeOpenAI(port?: number): Promise<FakeOpenAI>;
