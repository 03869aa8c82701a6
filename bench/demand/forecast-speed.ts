// The demand reads' speed (demand.md, goals: the forecast of one location-week at 15 minutes within 300 ms, build-shifts
// for one location-week of 6 roles within 2 s): a location with 12 weeks of generated history (bench/demand/
// generate.ts) on the real server over PostgreSQL; its next week's forecast at 15 minutes, its staffing read and
// build-shifts (a dry run: the same work as creating, without the writes; then one real build) over HTTP, timed end
// to end (median and 95th percentile of the runs after the warm-ups).
//   npm run bench:demand:forecast -- [--runs N] [--url ADMIN_DATABASE_URL]
import { fileURLToPath } from "node:url";
import { formatDayMonthYear } from "@brigade/contract/dates";
import { formatCents } from "@brigade/contract/money";
import { Temporal } from "temporal-polyfill";
import { request, startServer } from "../chain/server";
import { parseFlags } from "../chain/sizes";
import { generateLocation } from "./generate";
import { benchDatabase, benchLocation, benchRoles } from "./setup";

const flags = parseFlags(process.argv.slice(2));
const runs = Number(flags.get("runs") ?? 20);
const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
const END = Temporal.PlainDate.from("2026-11-30");

const place = generateLocation(0, END, 12, 37);
const databaseUrl = await benchDatabase(flags.get("url"));
const server = await startServer(repoRoot, databaseUrl);
try {
  const { token, locationId } = await benchLocation(server.base, place.timeZone);
  const intervals = [...place.sold].map(([at, cents]) => ({
    start: new Date(at).toISOString(),
    sales: formatCents(cents),
  }));
  for (let i = 0; i < intervals.length; i += 10_000) {
    const res = await request(`${server.base}/api/locations/${locationId}/sales`, {
      method: "PUT",
      token,
      body: { intervals: intervals.slice(i, i + 10_000) },
    });
    if (res.status !== 200) throw new Error(`history: ${JSON.stringify(res).slice(0, 300)}`);
  }
  // The staffing read needs opening hours and a labour model: two rules on roles of the location's first area.
  const week = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
  const openings = week.map((weekday) => ({ weekday, open: "11:00", close: "23:00" }));
  await request(`${server.base}/api/locations/${locationId}/opening-hours`, {
    method: "PUT",
    token,
    body: { days: openings },
  });
  const roles = await benchRoles(server.base, token, locationId);
  // Three roles follow sales (one person per 150, 250 and 400 an hour), three are fixed; half an hour to set up.
  const rules = roles.map((id, i) => ({
    area_role_id: id,
    driver: i < 3 ? "sales" : "fixed",
    per: ["150.00", "250.00", "400.00"][i] ?? "150.00",
    count: 2,
    min: 1,
    before_open_min: 30,
    after_close_min: 15,
  }));
  const model = await request(`${server.base}/api/locations/${locationId}/labour-model`, {
    method: "PUT",
    token,
    body: { rules },
  });
  if (model.status !== 200) throw new Error(`labour model: ${JSON.stringify(model).slice(0, 300)}`);
  const url = `${server.base}/api/locations/${locationId}/forecast?from=${formatDayMonthYear(END)}&to=${formatDayMonthYear(END.add({ days: 6 }))}&interval=15m`;
  const times: number[] = [];
  let method = "";
  for (let i = 0; i < runs + 3; i += 1) {
    const res = await request(url, { token });
    if (res.status !== 200) throw new Error(`forecast: ${JSON.stringify(res).slice(0, 300)}`);
    if (i >= 3) times.push(res.ms);
    method = /"method":"(\w+)"/.exec(res.body)?.[1] ?? "?";
  }
  const staffingUrl = `${server.base}/api/locations/${locationId}/staffing?from=${formatDayMonthYear(END)}&to=${formatDayMonthYear(END.add({ days: 6 }))}`;
  const staffing: number[] = [];
  for (let i = 0; i < runs + 3; i += 1) {
    const res = await request(staffingUrl, { token });
    if (res.status !== 200) throw new Error(`staffing: ${JSON.stringify(res).slice(0, 300)}`);
    if (i >= 3) staffing.push(res.ms);
  }
  // Build-shifts for the first whole week still to come.
  let monday = Temporal.Now.plainDateISO(place.timeZone).add({ days: 1 });
  while (monday.dayOfWeek !== 1) monday = monday.add({ days: 1 });
  const buildBody = {
    location_id: locationId,
    from: formatDayMonthYear(monday),
    to: formatDayMonthYear(monday.add({ days: 6 })),
    dry_run: true,
  };
  const builds: number[] = [];
  let proposal = "";
  for (let i = 0; i < runs + 3; i += 1) {
    const res = await request(`${server.base}/api/schedule/build-shifts`, { method: "POST", token, body: buildBody });
    if (res.status !== 200) throw new Error(`build-shifts: ${JSON.stringify(res).slice(0, 300)}`);
    if (i >= 3) builds.push(res.ms);
    proposal = /"message":"([^"]*)"/.exec(res.body)?.[1] ?? "?";
  }
  const made = await request(`${server.base}/api/schedule/build-shifts`, {
    method: "POST",
    token,
    body: { ...buildBody, dry_run: false },
  });
  if (made.status !== 200) throw new Error(`build-shifts: ${JSON.stringify(made).slice(0, 300)}`);
  const quantiles = (values: number[]) => {
    values.sort((a, b) => a - b);
    const at = (q: number) => (values[Math.min(values.length - 1, Math.floor(values.length * q))] ?? 0).toFixed(0);
    return `median ${at(0.5)} ms, p95 ${at(0.95)} ms over ${runs} runs`;
  };
  console.log(
    `Forecast of one location-week at 15 minutes (${intervals.length.toLocaleString("en-US")} intervals of history, ` +
      `${place.timeZone}, method ${method}): ${quantiles(times)}`,
  );
  console.log(`Staffing read of that location-week (${rules.length} rules, opening hours): ${quantiles(staffing)}`);
  console.log(`Build-shifts of the week of ${buildBody.from}, a dry run (${proposal}): ${quantiles(builds)}`);
  console.log(
    `Build-shifts creating them: ${made.ms.toFixed(0)} ms (${/"message":"([^"]*)"/.exec(made.body)?.[1] ?? "?"})`,
  );
} finally {
  await server.stop();
}
