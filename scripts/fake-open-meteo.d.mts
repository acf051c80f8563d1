export type FakeOpenMeteo = {
  url: string;
  stats: { geocoding: number; forecast: number; archive: number; apikeys: string[] };
  close: () => Promise<void>;
};
export const FAKE_PLACES: { name: string; latitude: number; longitude: number }[];
export function startFakeOpenMeteo(port?: number): Promise<FakeOpenMeteo>;
