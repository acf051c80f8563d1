// A TCP proxy on 127.0.0.1 between the app's pool and PostgreSQL, for outage tests. It can
// refuse (nothing listens, every open connection is cut: a stopped server) and freeze (connections
// are accepted but nothing is forwarded either way: a server that is SIGSTOPped or hung), and
// come back (a frozen one resumes with whatever was buffered, as after SIGCONT).
import net from "node:net";

type Pair = { client: net.Socket; upstream?: net.Socket };
type ProxyMode = "forward" | "refuse" | "freeze";

export type TcpProxy = {
  port: number;
  forward: () => Promise<void>;
  refuse: () => Promise<void>;
  freeze: () => void;
  close: () => Promise<void>;
};

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: ProxyMode = "forward";
  const pairs = new Set<Pair>();

  function connectUpstream(pair: Pair) {
    const upstream = net.connect(target.port, target.host);
    pair.upstream = upstream;
    upstream.on("data", (chunk) => pair.client.write(chunk));
    pair.client.on("data", (chunk) => upstream.write(chunk));
    const cut = () => {
      pair.client.destroy();
      upstream.destroy();
      pairs.delete(pair);
    };
    upstream.on("error", cut).on("close", cut);
    pair.client.on("error", cut).on("close", cut);
    pair.client.resume();
  }

  const server = net.createServer({ pauseOnConnect: true }, (client) => {
    const pair: Pair = { client };
    pairs.add(pair);
    client.on("error", () => client.destroy());
    // Frozen: accepted (as the kernel does for a stopped postmaster) but never answered.
    if (mode === "forward") connectUpstream(pair);
  });

  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        server.off("error", reject);
        resolve();
      });
    });
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;

  const cutAll = () => {
    for (const pair of pairs) {
      pair.client.destroy();
      pair.upstream?.destroy();
    }
    pairs.clear();
  };

  return {
    port,
    async forward() {
      const previous = mode;
      mode = "forward";
      if (previous === "refuse") await listen(port);
      for (const pair of pairs) {
        if (pair.upstream) {
          pair.upstream.resume();
          pair.client.resume();
        } else {
          connectUpstream(pair);
        }
      }
    },
    async refuse() {
      mode = "refuse";
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        cutAll();
      });
    },
    freeze() {
      mode = "freeze";
      for (const pair of pairs) {
        pair.client.pause();
        pair.upstream?.pause();
      }
    },
    async close() {
      mode = "refuse";
      await new Promise<void>((resolve) => {
        if (!server.listening) return resolve();
        server.close(() => resolve());
        cutAll();
      });
      cutAll();
    },
  };
}
