import { type ChildServer, call, startChildServer } from "./child-server";

// A burst of writes to the real server, a SIGKILL while the last of them are in flight, a restart on the same
// data: every write the server answered 2xx must still be there, read back through the API. Writes cut off by
// the kill may or may not have happened; nobody was told they did.

type Named = { id: number; name: string };
/** Every write answered 2xx, by kind; areas and roles remember where they were created. */
export type Acknowledged = {
  locations: Named[];
  areas: (Named & { locationId: number })[];
  roles: (Named & { areaId: number; locationId: number })[];
  shiftNames: Named[];
  shifts: Named[];
};

const at = (day: number, hour: number) => new Date(Date.UTC(2027, 2, 1 + day, hour)).toISOString();

/** Runs the burst; resolves once half of the last, parallel batch was acknowledged and the server killed. */
async function writeBurst(server: ChildServer, token: string): Promise<Acknowledged> {
  const post = async (path: string, body: Record<string, unknown>) => {
    const res = await call(server.base, "POST", path, { token, body });
    return res.status >= 200 && res.status < 300 ? ((res.json.payload as { id: number }).id ?? null) : null;
  };
  const acked: Acknowledged = { locations: [], areas: [], roles: [], shiftNames: [], shifts: [] };
  const range = (n: number) => Array.from({ length: n }, (_, i) => i);

  // One by one, then side by side: both paths of a connection pool or a single embedded connection.
  for (const i of range(10)) {
    const name = `Location ${i}`;
    const id = await post("/api/restaurant/location/store", { name, time_zone: "Europe/Dublin" });
    if (id) acked.locations.push({ id, name });
  }
  await Promise.all([
    ...acked.locations.map(async (location) => {
      const name = `Area of ${location.name}`;
      const id = await post("/api/restaurant/area/store", { location_id: location.id, name });
      if (id) acked.areas.push({ id, name, locationId: location.id });
    }),
    ...range(10).map(async (i) => {
      const id = await post("/api/shift/name/store", { name: `Name ${i}` });
      if (id) acked.shiftNames.push({ id, name: `Name ${i}` });
    }),
  ]);
  await Promise.all(
    acked.areas.map(async (area) => {
      const id = await post("/api/restaurant/area/role/store", { area_id: area.id, name: "Server" });
      if (id) acked.roles.push({ id, name: "Server", areaId: area.id, locationId: area.locationId });
    }),
  );

  const createShift = async (role: Acknowledged["roles"][number], i: number) => {
    const name = `Shift ${i}`;
    const id = await post("/api/shift/store", {
      ...{ name, desc: null, from: at(i, 9), to: at(i, 17), location_id: role.locationId, chunk: 1 },
      areas: [{ id: role.areaId, area_role: [{ id: role.id, count: 2 }] }],
    });
    if (id) acked.shifts.push({ id, name });
    return id;
  };
  await Promise.all(acked.roles.map((role, i) => createShift(role, i)));

  // The last batch runs while the server is killed: the kill comes as soon as half of it was answered.
  const lastBatch = [
    ...acked.roles.map((role, i) => () => createShift(role, 10 + i)),
    ...acked.locations.map((location) => async () => {
      const name = `Late area of ${location.name}`;
      const id = await post("/api/restaurant/area/store", { location_id: location.id, name });
      if (id) acked.areas.push({ id, name, locationId: location.id });
      return id;
    }),
    ...range(10).map((i) => async () => {
      const id = await post("/api/shift/name/store", { name: `Late name ${i}` });
      if (id) acked.shiftNames.push({ id, name: `Late name ${i}` });
      return id;
    }),
  ];
  let answered = 0;
  let settled = 0;
  let killing: Promise<void> | undefined;
  await new Promise<void>((killed) => {
    for (const write of lastBatch) {
      void write().then((id) => {
        if (id) answered++;
        settled++;
        // Half answered 2xx; or, should many be refused, all of them settled: kill once, either way.
        if (!killing && (answered >= lastBatch.length / 2 || settled === lastBatch.length)) {
          killing = server.kill().then(killed);
        }
      });
    }
  });
  return acked;
}

/** What the restarted server no longer has, as readable lines. */
async function missingAfterRestart(server: ChildServer, token: string, acked: Acknowledged): Promise<string[]> {
  const get = async (path: string) => call(server.base, "GET", path, { token });
  const missing: string[] = [];
  for (const location of acked.locations) {
    const res = await get(`/api/restaurant/location/${location.id}`);
    const areas = (res.json.payload as { areas?: { id: number; name: string; area_role: Named[] }[] })?.areas ?? [];
    if (res.status !== 200) missing.push(`location ${location.id} (${location.name}): ${res.status}`);
    for (const area of acked.areas.filter((a) => a.locationId === location.id)) {
      const found = areas.find((a) => a.id === area.id && a.name === area.name);
      if (!found) missing.push(`area ${area.id} (${area.name})`);
      for (const role of acked.roles.filter((r) => r.areaId === area.id)) {
        if (!found?.area_role.some((r) => r.id === role.id)) missing.push(`role ${role.id} in area ${area.id}`);
      }
    }
  }
  const names = await get("/api/shift/name/index?length=100");
  const listed = (names.json.payload as { paginated?: { data: Named[] } })?.paginated?.data ?? [];
  for (const name of acked.shiftNames) {
    if (!listed.some((n) => n.id === name.id && n.name === name.name))
      missing.push(`shift name ${name.id} (${name.name})`);
  }
  for (const shift of acked.shifts) {
    const res = await get(`/api/shift/${shift.id}`);
    if (res.status !== 200) missing.push(`shift ${shift.id} (${shift.name}): ${res.status}`);
  }
  return missing;
}

/** Registers a business, writes, kills the server mid-burst, restarts it on the same data and reads back. */
export async function killAndRestart(env: { DATA_DIR: string; DATABASE_URL?: string }) {
  const first = await startChildServer(env);
  let token: string;
  let acked: Acknowledged;
  try {
    const registered = await call(first.base, "POST", "/api/auth/register", {
      body: { business_name: "Durable Diner", name: "Dee", email: "dee@durable.test", password: "durable-pass" },
    });
    if (registered.status !== 201) throw new Error(`register: ${registered.status} ${first.log.join("\n")}`);
    token = (registered.json.payload as { token: string }).token; // sessions live in the database too
    acked = await writeBurst(first, token);
  } finally {
    await first.kill(); // already done by the burst, unless it failed
  }
  const second = await startChildServer(env);
  try {
    const me = await call(second.base, "GET", "/api/auth/me", { token });
    const missing = me.status === 200 ? await missingAfterRestart(second, token, acked) : [`the session: ${me.status}`];
    return { acked, missing, log: second.log };
  } finally {
    await second.kill();
  }
}
