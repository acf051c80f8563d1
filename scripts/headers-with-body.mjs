// Next sends a response's headers on their own: before it writes a response's first chunk it calls
// `flushHeaders()`, which writes them to the socket at once, and the chunk follows in a second
// write. On a page that keeps streaming that costs nothing; on a JSON answer of one chunk it is a
// second system call on the server and a second packet for the client to wake up for (a route
// handler's whole answer is the headers, then the body and the end of the chunked encoding).
//
// Here the headers wait in the socket until the end of the current tick (its promise jobs
// included), so the chunk written straight after them, and an end that follows in the same turn,
// go out with them in one write. Headers flushed with nothing after them still leave in that turn:
// streaming is not held back. Side by side with 50 clients on with-watering: see
// docs/architecture.md, "npm start".

/** Makes `response.flushHeaders()` send the headers with whatever is written in the same tick. */
export function headersWithBody(response) {
  const flushHeaders = response.flushHeaders;
  response.flushHeaders = function () {
    const socket = this.socket;
    if (!socket || socket.destroyed || this.headersSent) return flushHeaders.call(this);
    socket.cork();
    try {
      return flushHeaders.call(this);
    } finally {
      process.nextTick(() => socket.uncork());
    }
  };
}
