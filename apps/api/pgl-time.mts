import { PGlite } from "@electric-sql/pglite";
import { readFileSync } from "node:fs";
const t0 = performance.now();
const a = new PGlite(); await a.waitReady; const t1 = performance.now();
const b = new PGlite(); await b.waitReady; const t2 = performance.now();
await a.query("create table x(a int)"); 
const dump = await a.dumpDataDir("none"); const t3 = performance.now();
const c = new PGlite({ loadDataDir: dump }); await c.waitReady; const t4 = performance.now();
console.log({ first: t1 - t0, second: t2 - t1, dump: t3 - t2, load: t4 - t3, size: dump.size });
