// A stand-in for an OpenAI-compatible server (Chat Completions, JSON and SSE streaming) on
// 127.0.0.1, so tests drive the real AI SDK code without the internet.
//   node scripts/fake-openai.mjs [port]
// Chat: a user message containing [fail] gets a 500, [slow] an answer after 10 s, [pause] after 1.5 s.
// Tool calls (streamed as Chat Completions `tool_calls`, the arguments split over chunks):
// [tool:NAME {json}] calls the tool NAME with that input (several markers: several calls at once);
// [badargs] sends those arguments cut short (not JSON); [loop] calls the first marker's tool again
// after every tool result. A tool result is answered "Done: " and what the tools said; with
// tool_choice "none" it only writes text.
// Vision: the photo's width picks the answer: 321 an unknown plant, 322 a 500, 323 malformed
// JSON, 324 a slow answer; anything else a tomato (diagnosis) or basil (identification).
import http from "node:http";
import sharp from "sharp";

const SLOW_MS = 10_000;

function textOf(content) {
  if (typeof content === "string") return content;
  return (content ?? []).filter((part) => part.type === "text").map((part) => part.text).join("\n");
}

/** The [tool:NAME {json}] markers in a prompt, in order, with their arguments as written. */
function toolMarkers(prompt) {
  const markers = [];
  let from = 0;
  for (;;) {
    const start = prompt.indexOf("[tool:", from);
    if (start < 0) return markers;
    const space = prompt.indexOf(" ", start);
    if (space < 0) return markers;
    const name = prompt.slice(start + 6, space);
    let depth = 0;
    let end = space + 1;
    for (; end < prompt.length; end += 1) {
      if (prompt[end] === "{") depth += 1;
      if (prompt[end] === "}" && --depth === 0) break;
    }
    markers.push({ name, args: prompt.slice(space + 1, end + 1) });
    from = end + 1;
  }
}

function imageOf(content) {
  if (!Array.isArray(content)) return null;
  const part = content.find((item) => item.type === "image_url");
  const url = part?.image_url?.url ?? "";
  const base64 = url.slice(url.indexOf(",") + 1);
  return base64 ? Buffer.from(base64, "base64") : null;
}

const DIAGNOSIS = {
  identification: [
    { name: "Tomato", scientificName: "Solanum lycopersicum", commonNames: ["Garden tomato", "Love apple", "Tomatl"], confidence: 0.91 },
    { name: "Potato", scientificName: "Solanum tuberosum", commonNames: ["Spud"], confidence: 0.06 },
    { name: "Pepper", scientificName: "Capsicum annuum", commonNames: [], confidence: 0.02 },
    { name: "Aubergine", scientificName: "Solanum melongena", commonNames: [], confidence: 0.01 },
  ],
  health: {
    status: "problems",
    problems: [
      {
        name: "Early blight",
        likelihood: 0.72,
        symptoms: ["Brown spots with rings on lower leaves", "Yellowing around the spots"],
        cause: "The fungus Alternaria solani, spread by splashing water.",
        treatment: "Remove affected leaves, water at the base and mulch; improve air flow.",
      },
    ],
  },
  advice: "Your tomato shows early blight on its lower leaves. Remove the spotted leaves, water only at the base in the morning, and mulch so soil does not splash up.",
};

const IDENTIFICATION = {
  basil: { plant_name: "Basil", scientific_name: "Ocimum basilicum", description: "A tender, aromatic annual herb.", confidence: 0.88, care_tips: "Full sun, moist soil, pinch the tips." },
  unknown: { plant_name: "Bird of Paradise", scientific_name: "Strelitzia reginae", description: "A striking evergreen perennial with crane-like flowers.", confidence: 0.67, care_tips: "Bright light, water when the top soil is dry." },
};

export function startFakeOpenAI(port = 0) {
  const requests = [];
  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url, "http://127.0.0.1");
    const sendJson = (status, body) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === "/__requests") return sendJson(200, requests);
    if (request.method !== "POST" || !url.pathname.endsWith("/chat/completions")) {
      return sendJson(404, { error: { message: "Not found" } });
    }
    const chunks = [];
    for await (const chunk of request) chunks.push(chunk);
    const body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
    requests.push({ ...body, messages: body.messages.map((m) => ({ role: m.role, text: textOf(m.content), toolCalls: m.tool_calls, toolCallId: m.tool_call_id })) });

    const last = body.messages.at(-1);
    const lastUser = body.messages.findLast((m) => m.role === "user");
    const prompt = textOf(last.role === "tool" ? lastUser?.content : last.content);
    const image = imageOf(last.content);
    let reply;
    let behaviour = "ok";
    if (image) {
      const { width } = await sharp(image).metadata();
      behaviour = { 322: "fail", 323: "garbage", 324: "slow" }[width] ?? "ok";
      const identifying = body.messages.some((m) => textOf(m.content).includes("TASK: identify"));
      reply =
        behaviour === "garbage"
          ? "I think it is a plant, probably."
          : JSON.stringify(identifying ? (width === 321 ? IDENTIFICATION.unknown : IDENTIFICATION.basil) : DIAGNOSIS);
    } else {
      if (prompt.includes("[fail]")) behaviour = "fail";
      if (prompt.includes("[slow]")) behaviour = "slow";
      if (prompt.includes("[pause]")) behaviour = "pause";
      reply = `Here is what I suggest for "${prompt}":\n\n- **Water** at the base in the morning.\n- Mulch to keep the soil moist.`;
      if (last.role === "tool") {
        const results = body.messages.slice(body.messages.findLastIndex((m) => m.role === "assistant") + 1).map((m) => textOf(m.content));
        reply = `Done: ${results.join(" | ")}`;
      }
    }
    const markers = image || body.tool_choice === "none" || !body.tools ? [] : toolMarkers(prompt);
    const toolCalls = last.role === "tool" ? (prompt.includes("[loop]") ? markers.slice(0, 1) : []) : markers;

    if (behaviour === "fail") return sendJson(500, { error: { message: "The model crashed", type: "server_error" } });
    if (behaviour === "slow") await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
    if (behaviour === "pause") await new Promise((resolve) => setTimeout(resolve, 1500));
    if (response.destroyed) return;

    const id = `chatcmpl-${requests.length}`;
    const created = Math.floor(Date.now() / 1000);
    const callId = (index) => `call_${requests.length}_${index}`;
    const args = (marker) => (prompt.includes("[badargs]") ? marker.args.slice(0, -3) : marker.args);
    if (!body.stream && toolCalls.length) {
      return sendJson(200, {
        id,
        object: "chat.completion",
        created,
        model: body.model,
        choices: [{ index: 0, message: { role: "assistant", content: null, tool_calls: toolCalls.map((marker, index) => ({ id: callId(index), type: "function", function: { name: marker.name, arguments: args(marker) } })) }, finish_reason: "tool_calls" }],
        usage: { prompt_tokens: 10, completion_tokens: 20, total_tokens: 30 },
      });
    }
    if (!body.stream) {
      return sendJson(200, {
        id,
        object: "chat.completion",
        created,
        model: body.model,
        choices: [{ index: 0, message: { role: "assistant", content: reply }, finish_reason: "stop" }],
        usage: { prompt_tokens: 10, completion_tokens: 20, total_tokens: 30 },
      });
    }
    response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
    const send = (data) => response.write(`data: ${JSON.stringify(data)}\n\n`);
    const chunk = (delta, finish = null) => ({ id, object: "chat.completion.chunk", created, model: body.model, choices: [{ index: 0, delta, finish_reason: finish }] });
    send(chunk({ role: "assistant", content: "" }));
    if (toolCalls.length) {
      for (const [index, marker] of toolCalls.entries()) {
        const text = args(marker);
        const third = Math.ceil(text.length / 3);
        send(chunk({ tool_calls: [{ index, id: callId(index), type: "function", function: { name: marker.name, arguments: "" } }] }));
        for (let at = 0; at < text.length; at += third) {
          send(chunk({ tool_calls: [{ index, function: { arguments: text.slice(at, at + third) } }] }));
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
      }
      send(chunk({}, "tool_calls"));
    } else {
      for (const word of reply.match(/\S+\s*/g) ?? []) {
        send(chunk({ content: word }));
        await new Promise((resolve) => setTimeout(resolve, 15));
      }
      send(chunk({}, "stop"));
    }
    send({ id, object: "chat.completion.chunk", created, model: body.model, choices: [], usage: { prompt_tokens: 10, completion_tokens: 20, total_tokens: 30 } });
    response.end("data: [DONE]\n\n");
  });
  return new Promise((resolve) => {
    server.listen(port, "127.0.0.1", () => {
      const { port: actualPort } = server.address();
      resolve({
        url: `http://127.0.0.1:${actualPort}/v1`,
        requests,
        close: () => new Promise((done) => { server.closeAllConnections?.(); server.close(() => done()); }),
      });
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { url } = await startFakeOpenAI(Number(process.argv[2] ?? 3198));
  console.log(`Fake OpenAI-compatible server on ${url}`);
}
