// The goals the figures are held to, and the printed tables.

const KB = 1024;

/** The performance issue's goals. Sizes are in KB of 1024 bytes. */
export const GOALS = {
  withWateringRequestsVsBare: 0.5,
  withWateringP99VsBare: 2,
  dashboardRequestsPerSecond: 150,
  dashboardRequestsGarden: 25,
  statementsPerRead: 3,
  dashboardHtmlBytes: 60 * KB,
  dashboardHtmlGarden: 200,
  publicPageJsGzipBytes: 150 * KB,
  dashboardJsGzipBytes: 300 * KB,
  lighthouseScore: 95,
  /** SEO, accessibility and best practices on the public pages. */
  lighthouseCategoryScore: 100,
  /** The journal issue: a plant's timeline of 2,000 items, its first page, against with-watering at 200 plants. */
  timelineVsWithWateringGarden: 200,
  timelineStatements: 2,
  /** A guide (a file) against the dashboard (a render with SQL), same run. */
  guideVsDashboard: 10,
  lighthouseLcpMs: 2000,
  lighthouseTbtMs: 100,
  memoryRunRssBytes: 400 * KB * KB,
  /** "At home on a small box": the server's RSS once idle after the load runs, on either database. */
  rssIdleAfterLoadBytes: 300 * KB * KB,
  /** From starting the server to its first page (`/`), on a new and on an existing embedded database ("at home on a small box"). */
  firstPageMs: 1500,
  /** "At home on a small box": `npm start` stays under this from its start and through the 5-minute run, on the embedded database. */
  startRssBytes: 512 * KB * KB,
  /** "Flat": RSS at the end of the memory run at most this much above its level after minute 1. */
  memoryRunGrowth: 0.1,
  /**
   * "At home on a small box": on the embedded database no request waits behind more than its
   * share, p99 at most this many times p50, for the reads a gardener makes most.
   */
  p99VsP50OnPglite: 3,
};

export const BACKEND_NAMES = { postgres: "PostgreSQL", pglite: "PGlite", pooled: "PostgreSQL via PgBouncer (transaction pooling)" };
export const TARGET_NAMES = {
  floor: "floor (Next, no SQL)",
  "with-watering": "with-watering",
  "tasks-today": "/api/tasks/today",
  stats: "/api/dashboard/stats",
  "page-floor": "page floor (no SQL)",
  guide: "plant guide (static)",
  dashboard: "dashboard page /",
  timeline: "plant timeline, page 1",
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Per backend, garden, target and server: the median over rounds, and the app/bare ratios. */
export function summarise(runs) {
  const groups = new Map();
  for (const run of runs) {
    const key = [run.backend, run.garden, run.target, run.server].join("|");
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(run);
  }
  const rows = [...groups.values()].map((group) => {
    const [{ backend, garden, target, server }] = group;
    return {
      backend,
      garden,
      target,
      server,
      rounds: group.length,
      requestsPerSecond: median(group.map((run) => run.requestsPerSecond)),
      p50Ms: median(group.map((run) => run.latencyMs.p50)),
      p99Ms: median(group.map((run) => run.latencyMs.p99)),
      cpuMsPerRequest: group.every((run) => run.cpuMsPerRequest != null) ? median(group.map((run) => run.cpuMsPerRequest)) : null,
      rssBytes: Math.max(...group.map((run) => run.rssBytes)),
      bad: group.reduce((sum, run) => sum + run.non2xx + run.errors + run.timeouts, 0),
    };
  });
  for (const row of rows) {
    if (row.server !== "app") continue;
    const bare = rows.find((other) => other.server === "bare" && other.backend === row.backend && other.garden === row.garden && other.target === row.target);
    if (bare && bare.requestsPerSecond > 0 && bare.p99Ms > 0) {
      row.vsBare = {
        requests: Math.round((row.requestsPerSecond / bare.requestsPerSecond) * 100) / 100,
        p99: Math.round((row.p99Ms / bare.p99Ms) * 100) / 100,
        ...(row.cpuMsPerRequest && bare.cpuMsPerRequest ? { cpu: Math.round((row.cpuMsPerRequest / bare.cpuMsPerRequest) * 100) / 100 } : {}),
      };
    }
  }
  return rows;
}

function goal(description, measured, pass, note) {
  return { description, measured, pass, ...(note ? { note } : {}) };
}

/** Every goal with its measured value and a pass (true), fail (false) or not measured (null). */
export function evaluateGoals(results) {
  const goals = [];
  const summary = results.summary ?? [];
  const bareBackend = results.postgres.available ? "postgres" : null;
  for (const garden of results.settings.gardens) {
    const app = summary.find((row) => row.backend === bareBackend && row.garden === garden && row.target === "with-watering" && row.server === "app");
    const what = `${garden} plants, PostgreSQL`;
    const bad = app && app.bad > 0 ? `${app.bad} failed requests` : undefined;
    goals.push(
      app?.vsBare
        ? goal(`with-watering ≥ ${GOALS.withWateringRequestsVsBare}× bare req/s (${what})`, `${app.vsBare.requests}×`, !bad && app.vsBare.requests >= GOALS.withWateringRequestsVsBare, bad)
        : goal(`with-watering ≥ ${GOALS.withWateringRequestsVsBare}× bare req/s (${what})`, "not measured", null, bareBackend ? undefined : "needs PostgreSQL"),
      app?.vsBare
        ? goal(`with-watering p99 ≤ ${GOALS.withWateringP99VsBare}× bare p99 (${what})`, `${app.vsBare.p99}×`, !bad && app.vsBare.p99 <= GOALS.withWateringP99VsBare, bad)
        : goal(`with-watering p99 ≤ ${GOALS.withWateringP99VsBare}× bare p99 (${what})`, "not measured", null, bareBackend ? undefined : "needs PostgreSQL"),
    );
  }
  if (results.settings.backends.includes("pglite")) {
    for (const garden of results.settings.gardens) {
      for (const target of ["with-watering", "tasks-today", "dashboard"]) {
        const row = summary.find((candidate) => candidate.backend === "pglite" && candidate.garden === garden && candidate.target === target && candidate.server === "app");
        const description = `${TARGET_NAMES[target]} p99 ≤ ${GOALS.p99VsP50OnPglite}× p50 (${garden} plants, PGlite)`;
        goals.push(
          row
            ? goal(description, `${row.p99Ms} vs ${row.p50Ms} ms: ${(row.p99Ms / row.p50Ms).toFixed(1)}×`, row.bad === 0 && row.p99Ms <= GOALS.p99VsP50OnPglite * row.p50Ms)
            : goal(description, "not measured", null),
        );
      }
    }
  }
  for (const backend of results.settings.backends) {
    const page = summary.find((row) => row.backend === backend && row.garden === GOALS.dashboardRequestsGarden && row.target === "dashboard" && row.server === "app");
    const description = `dashboard page ≥ ${GOALS.dashboardRequestsPerSecond} req/s (${GOALS.dashboardRequestsGarden} plants, ${BACKEND_NAMES[backend]})`;
    goals.push(
      page
        ? goal(description, `${page.requestsPerSecond} req/s`, page.bad === 0 && page.requestsPerSecond >= GOALS.dashboardRequestsPerSecond, page.bad ? `${page.bad} failed requests` : undefined)
        : goal(description, "not measured", null),
    );
  }
  for (const backend of results.settings.backends) {
    const row = (target) => summary.find((candidate) => candidate.backend === backend && candidate.garden === GOALS.dashboardRequestsGarden && candidate.target === target && candidate.server === "app");
    const guide = row("guide");
    const dashboard = row("dashboard");
    const description = `a plant guide ≥ ${GOALS.guideVsDashboard}× the dashboard's req/s (${BACKEND_NAMES[backend]})`;
    goals.push(
      guide && dashboard
        ? goal(description, `${guide.requestsPerSecond} vs ${dashboard.requestsPerSecond} req/s: ${(guide.requestsPerSecond / dashboard.requestsPerSecond).toFixed(1)}×`, guide.bad === 0 && guide.requestsPerSecond >= GOALS.guideVsDashboard * dashboard.requestsPerSecond)
        : goal(description, "not measured", null),
    );
  }
  for (const backend of results.settings.backends) {
    const timeline = summary.find((row) => row.backend === backend && row.target === "timeline" && row.server === "app");
    const withWatering = summary.find((row) => row.backend === backend && row.garden === GOALS.timelineVsWithWateringGarden && row.target === "with-watering" && row.server === "app");
    const description = `plant timeline page 1 ≥ with-watering's req/s (${GOALS.timelineVsWithWateringGarden} plants, ${BACKEND_NAMES[backend]})`;
    goals.push(
      timeline && withWatering
        ? goal(description, `${timeline.requestsPerSecond} vs ${withWatering.requestsPerSecond} req/s`, timeline.bad === 0 && timeline.requestsPerSecond >= withWatering.requestsPerSecond)
        : goal(description, "not measured", null),
    );
  }
  if (results.sql?.timeline) {
    const { statements, writes } = results.sql.timeline;
    goals.push(goal(`plant timeline page 1 ≤ ${GOALS.timelineStatements} SQL statements, no writes`, `${statements} statements, ${writes} writes`, statements <= GOALS.timelineStatements && writes === 0));
  }
  for (const garden of results.settings.gardens) {
    for (const target of ["page-floor", "guide"]) {
      const counted = results.sql?.[garden]?.[target];
      const description = `${TARGET_NAMES[target]}: no SQL statement (signed out, ${garden} plants in the database)`;
      goals.push(counted ? goal(description, `${counted.statements} statements`, counted.statements === 0) : goal(description, "not measured", null, "counted on PostgreSQL only"));
    }
  }
  for (const target of ["with-watering", "tasks-today"]) {
    for (const garden of results.settings.gardens) {
      const counted = results.sql?.[garden]?.[target];
      const description = `${TARGET_NAMES[target]} ≤ ${GOALS.statementsPerRead} SQL statements, no writes (${garden} plants)`;
      goals.push(
        counted
          ? goal(description, `${counted.statements} statements, ${counted.writes} writes`, counted.statements <= GOALS.statementsPerRead && counted.writes === 0)
          : goal(description, "not measured", null, "counted on PostgreSQL only"),
      );
    }
  }
  const pages = results.pages ?? [];
  const dashboardHtml = pages.find((page) => page.signedIn && page.garden === GOALS.dashboardHtmlGarden);
  goals.push(
    dashboardHtml
      ? goal(`dashboard HTML ≤ ${GOALS.dashboardHtmlBytes / KB} KB (${GOALS.dashboardHtmlGarden} plants)`, `${kb(dashboardHtml.htmlBytes)} KB (${kb(dashboardHtml.htmlGzipBytes)} KB gzip)`, dashboardHtml.htmlBytes <= GOALS.dashboardHtmlBytes)
      : goal(`dashboard HTML ≤ ${GOALS.dashboardHtmlBytes / KB} KB (${GOALS.dashboardHtmlGarden} plants)`, "not measured", null),
  );
  for (const path of ["/", "/login", "/register"]) {
    const page = pages.find((candidate) => !candidate.signedIn && candidate.path === path);
    const name = path === "/" ? "landing /" : path;
    const description = `${name} ≤ ${GOALS.publicPageJsGzipBytes / KB} KB JS gzip`;
    goals.push(page ? goal(description, `${kb(page.jsGzipBytes)} KB`, page.jsGzipBytes <= GOALS.publicPageJsGzipBytes) : goal(description, "not measured", null));
  }
  const landingPage = pages.find((page) => !page.signedIn && page.path === "/");
  const guidePage = pages.find((page) => !page.signedIn && page.path.startsWith("/guides/"));
  goals.push(
    landingPage && guidePage
      ? goal("a plant guide's JS ≤ the landing page's (gzip)", `${kb(guidePage.jsGzipBytes)} KB vs ${kb(landingPage.jsGzipBytes)} KB`, guidePage.jsGzipBytes <= landingPage.jsGzipBytes)
      : goal("a plant guide's JS ≤ the landing page's (gzip)", "not measured", null),
  );
  const dashboard = pages.find((page) => page.signedIn);
  const dashboardDescription = `signed-in dashboard ≤ ${GOALS.dashboardJsGzipBytes / KB} KB JS gzip`;
  goals.push(
    dashboard
      ? goal(dashboardDescription, `${kb(dashboard.jsGzipBytes)} KB`, dashboard.jsGzipBytes <= GOALS.dashboardJsGzipBytes)
      : goal(dashboardDescription, "not measured", null),
  );
  for (const backend of results.settings.backends) {
    const rows = summary.filter((row) => row.backend === backend && row.server === "app");
    if (rows.length) {
      goals.push(goal(`server RSS under load (${BACKEND_NAMES[backend]}), highest after a run`, `${mb(Math.max(...rows.map((row) => row.rssBytes)))} MB`, null, "figure only: the goals are the RSS once idle and the 5-minute run's"));
      const idle = results.servers?.[backend]?.rssIdleAfterLoadBytes;
      const description = `server RSS ≤ ${mb(GOALS.rssIdleAfterLoadBytes)} MB, idle after the load runs (${BACKEND_NAMES[backend]})`;
      goals.push(idle === undefined ? goal(description, "not measured", null) : goal(description, `${mb(idle)} MB (${mb(results.servers[backend].rssAfterLoadBytes)} MB as they ended)`, idle <= GOALS.rssIdleAfterLoadBytes));
    }
  }
  const lighthouse = results.lighthouse;
  if (lighthouse) {
    goals.push(
      goal(`Lighthouse mobile performance ≥ ${GOALS.lighthouseScore} (landing)`, String(lighthouse.score), lighthouse.score >= GOALS.lighthouseScore),
      goal(`Lighthouse LCP ≤ ${GOALS.lighthouseLcpMs} ms (landing)`, `${Math.round(lighthouse.largestContentfulPaintMs)} ms`, lighthouse.largestContentfulPaintMs <= GOALS.lighthouseLcpMs),
      goal(`Lighthouse TBT ≤ ${GOALS.lighthouseTbtMs} ms (landing)`, `${Math.round(lighthouse.totalBlockingTimeMs)} ms`, lighthouse.totalBlockingTimeMs <= GOALS.lighthouseTbtMs),
      goal("Lighthouse CLS 0 (landing)", String(Math.round(lighthouse.cumulativeLayoutShift * 1000) / 1000), Math.round(lighthouse.cumulativeLayoutShift * 1000) === 0),
    );
  } else {
    goals.push(goal("Lighthouse (performance score, LCP, TBT, CLS)", "not measured", null));
  }
  for (const [name, figures] of [["landing", results.lighthouse], ["guide", results.lighthouseGuide]]) {
    if (!figures) continue;
    if (name === "guide") goals.push(goal(`Lighthouse mobile performance ≥ ${GOALS.lighthouseScore} (guide)`, String(figures.score), figures.score >= GOALS.lighthouseScore));
    for (const [category, label] of [["seo", "SEO"], ["accessibility", "accessibility"], ["bestPractices", "best practices"]]) {
      const score = figures[category];
      goals.push(
        score === null || score === undefined
          ? goal(`Lighthouse ${label} ${GOALS.lighthouseCategoryScore} (${name})`, "not measured", null)
          : goal(`Lighthouse ${label} ${GOALS.lighthouseCategoryScore} (${name})`, String(score), score >= GOALS.lighthouseCategoryScore, (figures.failedAudits ?? []).join(", ") || undefined),
      );
    }
  }
  const memory = results.memoryRun;
  if (memory) {
    const what = `${memory.minutes} min of mixed load, ${BACKEND_NAMES[memory.backend]}`;
    const growth = (memory.last.rssBytes - memory.atMinuteOne.rssBytes) / memory.atMinuteOne.rssBytes;
    goals.push(
      goal(`RSS ≤ ${mb(GOALS.memoryRunRssBytes)} MB at the end (${what})`, `${mb(memory.last.rssBytes)} MB`, memory.last.rssBytes <= GOALS.memoryRunRssBytes),
      goal(`RSS ≤ ${mb(GOALS.startRssBytes)} MB throughout (${what})`, `${mb(memory.peakRssBytes)} MB at most`, memory.peakRssBytes <= GOALS.startRssBytes),
      goal(`RSS flat from minute 1 to the end, ≤ +${GOALS.memoryRunGrowth * 100}% (${what})`, `${mb(memory.atMinuteOne.rssBytes)} → ${mb(memory.last.rssBytes)} MB (${growth >= 0 ? "+" : ""}${Math.round(growth * 100)}%)`, growth <= GOALS.memoryRunGrowth),
    );
  } else {
    goals.push(goal("memory over a 5-minute run (RSS growth)", "not measured", null, "npm run bench without --quick"));
  }
  const pglite = results.servers?.pglite;
  for (const [database, firstPageMs, detail] of [
    ["a new", pglite?.firstPageMs, pglite ? ` (database ready at ${(pglite.startupMs / 1000).toFixed(2)} s)` : ""],
    ["an existing", pglite?.firstPageExistingMs, ""],
  ]) {
    const description = `first page ≤ ${GOALS.firstPageMs / 1000} s after start on ${database} embedded database`;
    goals.push(firstPageMs === undefined ? goal(description, "not measured", null) : goal(description, `${(firstPageMs / 1000).toFixed(2)} s${detail}`, firstPageMs <= GOALS.firstPageMs));
  }
  for (const [database, peakBytes] of [
    ["a new", pglite?.startPeakRssBytes],
    ["an existing", pglite?.startPeakExistingRssBytes],
  ]) {
    const description = `highest RSS while starting ≤ ${mb(GOALS.startRssBytes)} MB on ${database} embedded database`;
    goals.push(peakBytes === undefined ? goal(description, "not measured", null) : goal(description, `${mb(peakBytes)} MB`, peakBytes <= GOALS.startRssBytes));
  }
  return goals;
}

const kb = (bytes) => (bytes / KB).toFixed(1);
const mb = (bytes) => (bytes / (KB * KB)).toFixed(0);
const pad = (value, width) => String(value).padStart(width);
const padEnd = (value, width) => String(value).padEnd(width);

/** The tables for the terminal. */
export function formatReport(results) {
  const lines = [];
  const say = (line = "") => lines.push(line);
  const { settings } = results;
  say(`Garden Assistant benchmark: ${results.mode} mode, ${settings.durationSeconds}s per run${settings.pageSeconds !== settings.durationSeconds ? ` (page: ${settings.pageSeconds}s)` : ""}, ${settings.connections} connections, ${settings.rounds} round(s) of app/bare for with-watering`);
  say(`${results.machine.cpus} CPUs (${results.machine.cpuModel}), Node ${results.machine.node}, commit ${results.git.commit}${results.git.dirty ? " (uncommitted changes)" : ""}`);
  if (!results.postgres.available) say(`PostgreSQL: not used (${results.postgres.reason}); PGlite only, no bare-server comparison, no SQL counts.`);

  for (const backend of settings.backends) {
    const rows = (results.summary ?? []).filter((row) => row.backend === backend);
    if (!rows.length) continue;
    say();
    const startup = results.servers?.[backend];
    say(`${BACKEND_NAMES[backend]}${startup ? ` (first page ${(startup.firstPageMs / 1000).toFixed(1)}s after start, database ready in ${(startup.startupMs / 1000).toFixed(1)}s, RSS ${mb(startup.rssAfterSeedBytes)} MB after seeding${startup.startPeakRssBytes ? `, at most ${mb(startup.startPeakRssBytes)} MB while starting` : ""})` : ""}`);
    say(`  ${padEnd("garden", 7)}${padEnd("target", 22)}${padEnd("server", 7)}${pad("req/s", 9)}${pad("p50 ms", 9)}${pad("p99 ms", 9)}${pad("CPU ms", 8)}${pad("RSS MB", 8)}  app/bare`);
    for (const row of rows) {
      const ratio = row.vsBare ? `${row.vsBare.requests}× req/s, ${row.vsBare.p99}× p99${row.vsBare.cpu ? `, ${row.vsBare.cpu}× CPU` : ""}` : "";
      const bad = row.bad ? `  ⚠ ${row.bad} failed` : "";
      say(
        `  ${padEnd(row.garden, 7)}${padEnd(TARGET_NAMES[row.target], 22)}${padEnd(row.server, 7)}${pad(row.requestsPerSecond.toFixed(0), 9)}${pad(row.p50Ms, 9)}${pad(row.p99Ms, 9)}${pad(row.cpuMsPerRequest === null ? "–" : row.cpuMsPerRequest.toFixed(2), 8)}${pad(mb(row.rssBytes), 8)}  ${ratio}${bad}`,
      );
    }
    if (backend === "pglite" && rows.some((row) => row.server === "bare")) say("  (the bare server reads PostgreSQL: on PGlite its ratio is for orientation only)");
    const log = startup?.log;
    if (log?.linesDuringLoad) {
      const [top] = log.commonest;
      say(`  ⚠ the server logged ${log.linesDuringLoad} lines during the load runs (warm-ups included; ${log.measuredAppRequests} measured requests); commonest since start (${top.count}×): ${top.line.slice(0, 160)}`);
    }
  }

  if (results.identity?.length) {
    say();
    for (const check of results.identity) {
      say(
        check.identical
          ? `Bare server's with-watering JSON is byte-identical to the app's (${check.garden} plants, ${check.bytes} bytes)`
          : `✗ Bare server's with-watering JSON DIFFERS from the app's (${check.garden} plants): ${check.difference}`,
      );
    }
    if (results.sameSql) {
      say(
        results.sameSql.identical
          ? `Bare server sends the same ${results.sameSql.bare.length} statements as the app for with-watering`
          : `✗ The app now sends different SQL for with-watering (${results.sameSql.app.length} statements) than the bare server (${results.sameSql.bare.length}): update bench/bare-server.mjs`,
      );
    }
  }

  if (results.sql) {
    say();
    say(`SQL statements per request (PostgreSQL, counted on the wire, mean of ${settings.sqlSamples} requests after warm-up)`);
    say(`  ${padEnd("", 22)}${settings.gardens.map((garden) => padEnd(`${garden} plants`, 24)).join("")}`);
    for (const target of ["with-watering", "tasks-today", "stats", "dashboard", "bare with-watering"]) {
      const cells = settings.gardens.map((garden) => {
        const counted = results.sql[garden]?.[target];
        return padEnd(counted ? `${counted.statements} (${counted.writes} writes)` : "-", 24);
      });
      say(`  ${padEnd(TARGET_NAMES[target] ?? target, 22)}${cells.join("")}`);
    }
  }

  if (results.pages?.length) {
    say();
    say("Pages (KB of 1024 bytes; JS = the script files the HTML loads, gzipped)");
    say(`  ${padEnd("page", 30)}${pad("HTML", 9)}${pad("HTML gz", 9)}${pad("JS files", 10)}${pad("JS gzip", 9)}`);
    for (const page of results.pages) {
      const name = page.signedIn ? `${page.path} signed in, ${page.garden} plants` : `${page.path} signed out`;
      say(`  ${padEnd(name, 30)}${pad(kb(page.htmlBytes), 9)}${pad(kb(page.htmlGzipBytes), 9)}${pad(page.jsFiles, 10)}${pad(kb(page.jsGzipBytes), 9)}`);
    }
  }

  say();
  say("Goals");
  for (const item of results.goals) {
    const mark = item.pass === true ? "✓" : item.pass === false ? "✗" : "–";
    say(`  ${mark} ${item.description}: ${item.measured}${item.note ? ` (${item.note})` : ""}`);
  }
  return lines.join("\n");
}
