// A free TCP port on 127.0.0.1 for the servers tests and the benchmark start (free when asked; the
// server takes it a moment later).
import net from "node:net";

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
