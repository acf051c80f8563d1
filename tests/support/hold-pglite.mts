// A second app process for tests/integration/pglite-lock.test.ts, run with
// `node --conditions=react-server --import tsx`: opens the embedded database in PGLITE_DIR
// through the app's own client, writes the row named on the command line, prints "ready"
// and holds the database open until it is killed.
import { sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";

const marker = process.argv[2] ?? "holder";
const db = await getDb();
await db.execute(sql`insert into users (id, name, email) values (${marker}, 'Lock holder', ${`${marker}@example.com`})`);
process.stdout.write("ready\n");
setInterval(() => {}, 60_000);
