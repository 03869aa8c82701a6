import { LIVE_EVENTS_PATH } from "@brigade/contract/live-events";
import { MESSAGES } from "@brigade/contract/messages";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpServer, type TestSmtpServer } from "../modules/mail/test/test-smtp-server";
import { type ChildServer, startChildServer } from "./child-server";
import { type EventStream, openEventStream } from "./event-stream";
import { httpsCall, type Nginx, startNginx } from "./nginx";
import { scratchPostgres } from "./scratch-postgres";

// Brigade as docs/deploy.md runs it: two app servers on one PostgreSQL database behind a real nginx, with TLS,
// using deploy/nginx/brigade.conf. A session made through the proxy works on either server; work done through
// both at once stays right (no overbooking, each mail sent once, login failures counted together); a change made
// on one server reaches the live event streams of the other, through the proxy too, and never another business.

const { DATABASE_URL, DATA_DIR } = scratchPostgres("nginx");
let smtp: TestSmtpServer;
let servers: ChildServer[] = [];
let nginx: Nginx;
let db: pg.Client;
const streams: EventStream[] = [];

type Reply = { status: number; body: { message?: string; payload?: Record<string, unknown> } };

/** A JSON call straight to one app server, with a bearer token. */
async function direct(server: ChildServer, method: string, path: string, token?: string, body?: unknown) {
  const res = await fetch(`${server.base}${path}`, {
    method,
    headers: {
      ...(token && { authorization: `Bearer ${token}` }),
      ...(body !== undefined && { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() } as Reply;
}

/** A JSON call through nginx over https. */
async function proxied(method: string, path: string, opts: { headers?: Record<string, string>; body?: unknown } = {}) {
  const answer = await httpsCall(`${nginx.base}${path}`, { ca: nginx.ca, method, ...opts });
  return { ...answer, json: JSON.parse(answer.body || "{}") as Reply["body"] };
}

let made = 0;
/** A business registered through the proxy: its owner's token and business id. */
async function registerThroughProxy(name: string) {
  made += 1;
  const email = `owner.${made}.${Date.now()}@example.test`;
  const res = await proxied("POST", "/api/auth/register", {
    body: { business_name: name, name: "Olive Owner", email, password: "correct-horse" },
  });
  expect(res.status, res.body).toBe(201);
  const payload = res.json.payload as { token: string; user: { id: number; business_id?: number } };
  const me = await direct(servers[0] as ChildServer, "GET", "/api/auth/me", payload.token);
  const businessId = (me.body.payload as { business: { id: number } }).business.id;
  return { token: payload.token, email, businessId, answer: res };
}

/** A location with one area and role, and `count` active employees with that role, written to the database. */
async function place(businessId: number, count: number) {
  const q = async (text: string, values: unknown[]) => (await db.query(text, values)).rows[0] as { id: number };
  made += 1;
  const location = await q(
    "insert into locations (business_id, name, time_zone) values ($1, $2, 'America/New_York') returning id",
    [businessId, `Place ${made}`],
  );
  const area = await q("insert into areas (business_id, location_id, name) values ($1, $2, 'Kitchen') returning id", [
    businessId,
    location.id,
  ]);
  const role = await q("insert into area_roles (business_id, area_id, name) values ($1, $2, 'Cook') returning id", [
    businessId,
    area.id,
  ]);
  const employees: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const user = await q(
      "insert into users (business_id, name, email, password_hash, role) values ($1, $2, $3, 'unusable', 'team_member') returning id",
      [businessId, `Cook ${made}.${i}`, `cook.${made}.${i}.${Date.now()}@example.test`],
    );
    const employee = await q(
      "insert into employees (business_id, user_id, availability, status) values ($1, $2, 'FullTime', 'active_employee') returning id",
      [businessId, user.id],
    );
    await db.query("insert into employee_area_roles (business_id, employee_id, area_role_id) values ($1, $2, $3)", [
      businessId,
      employee.id,
      role.id,
    ]);
    employees.push(employee.id);
  }
  return { locationId: location.id, areaId: area.id, roleId: role.id, employees };
}

type Place = Awaited<ReturnType<typeof place>>;

/** A shift for `count` cooks on a day of its own in 2027, created on `server`; its id and its slot's id. */
async function shiftOn(server: ChildServer, token: string, at: Place, count: number) {
  made += 1;
  const day = new Date(Date.UTC(2027, 3, 1, 14) + made * 86_400_000);
  const res = await direct(server, "POST", "/api/shift/store", token, {
    name: `Lunch ${made}`,
    from: day.toISOString(),
    to: new Date(day.getTime() + 4 * 3_600_000).toISOString(),
    location_id: at.locationId,
    chunk: 1,
    areas: [{ id: at.areaId, area_role: [{ id: at.roleId, count }] }],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const shift = res.body.payload as { id: number; shift_time_slots: { id: number }[] };
  return { id: shift.id, slotId: shift.shift_time_slots[0]?.id as number };
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  const env = {
    DATA_DIR,
    DATABASE_URL,
    SMTP_URL: smtp.url,
    PUBLIC_URL: "https://localhost",
    MAIL_POLL_MS: "50",
    TRUST_PROXY: "127.0.0.1",
  };
  // Started together on a new database: they migrate it once between them.
  servers = await Promise.all([startChildServer(env), startChildServer(env)]);
  nginx = await startNginx(servers.map((s) => new URL(s.base).host));
  db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
}, 120_000);

afterAll(async () => {
  for (const stream of streams) stream.close();
  await nginx?.stop();
  await Promise.all(servers.map((s) => s.kill()));
  await db?.end();
  await smtp?.close();
});

describe("two servers behind nginx", () => {
  it("serves over TLS only, and a session made through it works on either server", async () => {
    const plain = await fetch(`${nginx.plainBase}/login`, { redirect: "manual" });
    expect(plain.status).toBe(301);
    expect(plain.headers.get("location")).toMatch(/^https:\/\/localhost:\d+\/login$/);

    const { token, answer } = await registerThroughProxy("Proxy Bistro");
    // The servers believe the proxy (TRUST_PROXY): the client came over https, so the cookies are Secure.
    const cookies = [answer.headers["set-cookie"] ?? []].flat();
    expect(cookies.some((c) => c.startsWith("__Host-brigade_session=") && /; Secure/i.test(c))).toBe(true);
    expect(answer.headers["strict-transport-security"]).toMatch(/^max-age=\d{7,}/);
    // nginx's request id is the app's (and in both logs).
    expect(answer.headers["x-request-id"]).toMatch(/^[0-9a-f]{32}$/);

    const [a, b] = servers as [ChildServer, ChildServer];
    const onA = await direct(a, "GET", "/api/auth/me", token);
    const onB = await direct(b, "GET", "/api/auth/me", token);
    expect([onA.status, onB.status]).toEqual([200, 200]);
    expect(onA.body.payload).toEqual(onB.body.payload);
    const session = cookies.find((c) => c.startsWith("__Host-brigade_session="))?.split(";")[0] ?? "";
    expect((await proxied("GET", "/api/auth/me", { headers: { cookie: session } })).status).toBe(200);
  });

  it("never overbooks when both servers assign at once, and sends each assignment's mail once", async () => {
    const { token, businessId } = await registerThroughProxy("Rush Diner");
    const kitchen = await place(businessId, 6);
    const [a, b] = servers as [ChildServer, ChildServer];
    const shifts = [await shiftOn(a, token, kitchen, 2), await shiftOn(b, token, kitchen, 2)];
    const mailsBefore = smtp.received.length;
    // Every cook asks for every shift, half through each server, all at once.
    const tries = shifts.flatMap((shift) =>
      kitchen.employees.map((employee, i) =>
        direct(i % 2 === 0 ? a : b, "POST", "/api/shift/employee/select-shift", token, {
          employee_id: employee,
          shift_id: shift.id,
          area_role_id: kitchen.roleId,
          slot_id: shift.slotId,
        }),
      ),
    );
    const answers = await Promise.all(tries);
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(4).fill(200), ...Array(8).fill(409)]);
    const held = await db.query(
      "select shift_id, count(*)::int as n from bookings where business_id = $1 and holds group by shift_id order by shift_id",
      [businessId],
    );
    expect(held.rows).toEqual(shifts.map((s) => ({ shift_id: s.id, n: 2 })));

    // Both servers' workers poll the one outbox: a mail to each cook given a shift, once each.
    const mails = (await smtp.waitFor(mailsBefore + 4)).slice(mailsBefore);
    await new Promise((done) => setTimeout(done, 500));
    expect(smtp.received).toHaveLength(mailsBefore + 4);
    expect(new Set(mails.map((m) => m.messageId)).size).toBe(4);
    const given = await db.query(
      `select u.email from bookings b join employees e on e.id = b.employee_id join users u on u.id = e.user_id
       where b.business_id = $1 and b.holds`,
      [businessId],
    );
    const emails = (rows: { email: string }[]) => rows.map((r) => r.email).sort();
    expect(mails.flatMap((m) => m.to).sort()).toEqual(emails(given.rows));
  });

  it("counts login failures made on both servers together", async () => {
    const { email } = await registerThroughProxy("Careful Cafe");
    const [a, b] = servers as [ChildServer, ChildServer];
    const answers: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await direct(i % 2 === 0 ? a : b, "POST", "/api/auth/login", undefined, { email, password: "wrong" });
      answers.push(res.status);
    }
    expect(answers).toEqual([401, 401, 401, 401, 401]);
    for (const server of [a, b]) {
      const res = await direct(server, "POST", "/api/auth/login", undefined, { email, password: "correct-horse" });
      expect([res.status, res.body.message]).toEqual([429, MESSAGES.tooManyLogins]);
    }
    const viaProxy = await proxied("POST", "/api/auth/login", { body: { email, password: "correct-horse" } });
    expect(viaProxy.status).toBe(429);
  });

  it("keeps kiosk, calendar-feed, invitation and password-reset tokens out of nginx's access log", async () => {
    const secret = (n: number) => `SeCrEt${n}${Date.now()}`;
    const paths = [
      [`/kiosk/${secret(1)}`, "/kiosk/[redacted]"],
      [`/api/kiosk/${secret(2)}/clock/in`, "/api/kiosk/[redacted]/clock/in"],
      [`/ical/${secret(3)}.ics`, "/ical/[redacted].ics"],
      [`/reset-password?token=${secret(4)}`, "/reset-password?token=[redacted]"],
      [`/invite/${secret(6)}`, "/invite/[redacted]"],
      [`/api/invites/${secret(7)}`, "/api/invites/[redacted]"],
    ];
    const ids: string[] = [];
    for (const [path] of paths) {
      const answer = await httpsCall(`${nginx.base}${path}`, { ca: nginx.ca });
      ids.push(String(answer.headers["x-request-id"]));
    }
    // The plain-HTTP redirect logs the address too.
    const plain = await fetch(`${nginx.plainBase}/kiosk/${secret(5)}`, { redirect: "manual" });
    expect(plain.status).toBe(301);
    // nginx writes a line once it has answered: wait for the last one.
    const lineOf = (id: string) =>
      nginx
        .accessLog()
        .split("\n")
        .find((line) => line.includes(id)) ?? "";
    await expect.poll(() => lineOf(ids.at(-1) as string), { timeout: 5_000 }).not.toBe("");
    for (const [i, [, logged]] of paths.entries()) {
      expect(lineOf(ids[i] as string)).toContain(`"GET ${logged} HTTP/1.1"`);
    }
    await expect.poll(() => nginx.accessLog(), { timeout: 5_000 }).toContain('"GET /kiosk/[redacted] HTTP/1.1" 301');
    expect(nginx.accessLog()).not.toMatch(/SeCrEt\d/);
  });

  it("streams a change made on one server to the other's clients and through the proxy, never to another business", async () => {
    const [a, b] = servers as [ChildServer, ChildServer];
    const ours = await registerThroughProxy("Live Grill");
    const theirs = await registerThroughProxy("Other Grill");
    const kitchen = await place(ours.businessId, 0);
    const elsewhere = await place(theirs.businessId, 0);
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    const onA = await openEventStream(`${a.base}${LIVE_EVENTS_PATH}`, bearer(ours.token));
    const viaProxy = await openEventStream(`${nginx.base}${LIVE_EVENTS_PATH}`, bearer(ours.token), { ca: nginx.ca });
    const other = await openEventStream(`${a.base}${LIVE_EVENTS_PATH}`, bearer(theirs.token));
    streams.push(onA, viaProxy, other);
    expect([onA.status, viaProxy.status, other.status]).toEqual([200, 200, 200]);

    const shift = await shiftOn(b, ours.token, kitchen, 1);
    const event = { type: "shift", location_id: kitchen.locationId, shift_id: shift.id };
    expect(await onA.next((e) => e.shift_id === shift.id, 2000)).toEqual(event);
    expect(await viaProxy.next((e) => e.shift_id === shift.id, 2000)).toEqual(event);

    // The other business hears of its own change, made after ours, and of nothing else.
    const own = await shiftOn(b, theirs.token, elsewhere, 1);
    await other.next((e) => e.shift_id === own.id, 2000);
    expect(other.events.every((e) => e.location_id === elsewhere.locationId)).toBe(true);
  });

  it("moves a client's event stream to the other server when one stops", async () => {
    const { token, businessId } = await registerThroughProxy("Night Shift");
    const kitchen = await place(businessId, 0);
    const headers = { authorization: `Bearer ${token}` };
    const open = () => openEventStream(`${nginx.base}${LIVE_EVENTS_PATH}`, headers, { ca: nginx.ca });
    // nginx takes turns: two streams, one on each server.
    const first = [await open(), await open()];
    streams.push(...first);
    const [a, b] = servers as [ChildServer, ChildServer];
    expect(await a.terminate()).toBe(0);
    // The stopped server's stream ended; a client opens a new one (EventSource does, after `retry`), on b.
    await Promise.race(first.map((s) => s.ended));
    const again = await open();
    streams.push(again);
    expect(again.status).toBe(200);
    const shift = await shiftOn(b, token, kitchen, 1);
    await again.next((e) => e.shift_id === shift.id, 2000);
  });
});
