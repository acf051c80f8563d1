export type FakeSubscription = { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
export type ReceivedPush = {
  subscription: string;
  status: number;
  ttl: number;
  urgency: string | null;
  vapid: { publicKey?: string; subject?: string; error?: string };
  problems: string[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the app's payload, asserted by tests
  payload: any;
};
export type FakePushService = {
  url: string;
  received: ReceivedPush[];
  newSubscription: () => FakeSubscription;
  forget: (endpoint: string) => void;
  close: () => Promise<void>;
};
export function startFakePushService(port?: number): Promise<FakePushService>;
