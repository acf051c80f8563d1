// Next sends a response's headers on their own: before it writes a response's first chunk it calls
// `flushHeaders()`, which writes them to the socket at once, and the chunk follows in a second
// write. On a page that keeps streaming that costs nothing; on a JSON answer of one chunk it is a
// second system call on the server and a second packet for the client to wake up for (a route
// handler's whole answer is the headers, then the body and the end of the chunked encoding).
//
// Here the headers wait in the socket until the end of the current tick (its promise jobs
// included), so the chunk written straight after them, and an end that follows in the same turn,
// go out with them in one write. Headers flushed with nothing after them still leave in that turn:
// streaming is not held back. Figures: README, "The hot read against the bare server".
import http from "node:http";

const nodeFlushHeaders = http.OutgoingMessage.prototype.flushHeaders;

/** Node's `flushHeaders`, with the socket held until the end of the tick. */
function flushHeadersWithBody() {
  const socket = this.socket;
  if (!socket || socket.destroyed || this.headersSent) return nodeFlushHeaders.call(this);
  socket.cork();
  try {
    return nodeFlushHeaders.call(this);
  } finally {
    process.nextTick(() => socket.uncork());
  }
}

/** Makes `response.flushHeaders()` send the headers with whatever is written in the same tick. */
export function headersWithBody(response) {
  response.flushHeaders = flushHeadersWithBody;
}
