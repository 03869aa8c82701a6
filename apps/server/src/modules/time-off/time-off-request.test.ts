import { MEMBER_MESSAGES } from "@brigade/contract/member";
import { TIME_OFF_MESSAGES as M, MAX_TIME_OFF_DAYS, timeOffBody } from "@brigade/contract/time-off";
import { TIMELINE_MESSAGES } from "@brigade/contract/timelines";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { timeOff } from "../../db/schema/week-building";
import { AppError } from "../../lib/app-error";
import { sqlState } from "../../lib/db-errors";
import { businessIdOf } from "../../test/fixtures";
import { type Caller, createStaff, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { makeNotices, makeNotifier } from "../notifications";
import { makeTimeOffRepository } from "./repository";
import { makeTimeOffService } from "./service";
import { dayFromToday, insertTimeOff } from "./test/support";

type Staff = Caller & { employeeId: number };
let t: TestApp;
let owner: Caller;
let businessId: number;
let manager: Staff;
let member: Staff;
let colleague: Staff;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app, "Time Off Bistro");
  businessId = await businessIdOf(owner);
  manager = await createStaff(t, owner, "manager");
  member = await createStaff(t, owner, "team_member");
  colleague = await createStaff(t, owner, "team_member");
});
afterAll(() => t.close());

const URL = "/api/employee/time-off";
const ask = (caller: Caller, body: object) => caller.post(URL, body);
const list = async (caller: Caller, query = "") => {
  const res = await caller.get(`${URL}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payload.paginated;
};
const ids = (page: { data: { id: number }[] }) => page.data.map((x) => x.id);

describe("POST /api/employee/time-off", () => {
  it("creates a Pending request of the caller's own: 201 with the contract's item", async () => {
    const res = await ask(member, { from_day: dayFromToday(10), to_day: dayFromToday(12), reason: "  Wedding " });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(M.requested);
    expect(res.json().payload).toEqual({
      id: expect.any(Number),
      employee: { id: member.employeeId, name: "team_member person" },
      from_day: dayFromToday(10),
      to_day: dayFromToday(12),
      from_time: null,
      to_time: null,
      reason: "Wedding",
      status: "Pending",
      note: null,
      decided_by: null,
      decided_at: null,
      created_at: expect.any(String),
    });
  });

  it("takes part of one day with from_time and to_time", async () => {
    const day = dayFromToday(20);
    const res = await ask(member, { from_day: day, to_day: day, from_time: "09:30", to_time: "13:00" });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().payload).toMatchObject({ from_day: day, to_day: day, from_time: "09:30", to_time: "13:00" });
  });

  it("is open to a manager with an employee record, and answers 404 to a user without one", async () => {
    expect((await ask(manager, { from_day: dayFromToday(5), to_day: dayFromToday(5) })).statusCode).toBe(201);
    const res = await ask(owner, { from_day: dayFromToday(5), to_day: dayFromToday(5) });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MEMBER_MESSAGES.noEmployeeRecord);
  });

  it("refuses a bad range with the contract's messages, on the field at fault", async () => {
    const cases: [object, string, string][] = [
      [{ from_day: dayFromToday(5), to_day: dayFromToday(4) }, "to_day", M.toBeforeFrom],
      [{ from_day: dayFromToday(1), to_day: dayFromToday(MAX_TIME_OFF_DAYS + 1) }, "to_day", M.tooLong],
      [
        { from_day: dayFromToday(1), to_day: dayFromToday(2), from_time: "09:00", to_time: "10:00" },
        "to_day",
        M.oneDay,
      ],
      [{ from_day: dayFromToday(1), to_day: dayFromToday(1), from_time: "09:00" }, "to_time", M.bothTimes],
      [
        { from_day: dayFromToday(1), to_day: dayFromToday(1), from_time: "10:00", to_time: "09:00" },
        "to_time",
        M.timeOrder,
      ],
      [
        { from_day: dayFromToday(1), to_day: dayFromToday(1), from_time: "9:00", to_time: "10:00" },
        "from_time",
        M.timeFormat("from"),
      ],
      [{ from_day: "31-02-2027", to_day: dayFromToday(1) }, "from_day", TIMELINE_MESSAGES.dateFormat("from day")],
      [{ to_day: dayFromToday(1) }, "from_day", "The from day field is required."],
    ];
    for (const [body, field, message] of cases) {
      const res = await ask(member, body);
      expect(res.statusCode, message).toBe(422);
      expect(res.json().errors[field], message).toEqual([message]);
    }
    // The longest allowed range is accepted.
    const longest = await ask(member, { from_day: dayFromToday(1), to_day: dayFromToday(MAX_TIME_OFF_DAYS) });
    expect(longest.statusCode, longest.body).toBe(201);
  });

  it("refuses time off that has already ended, on to_day", async () => {
    const res = await ask(member, { from_day: "01-01-2020", to_day: "02-01-2020" });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: M.ended, errors: { to_day: [M.ended] } });
  });
});

describe("the ended rule reads the server's clock: a last day is over once it has ended everywhere (UTC-12)", () => {
  const notices = makeNotices(makeNotifier({ mailOn: false }));
  const at = (now: string) => makeTimeOffService(makeTimeOffRepository(t.database.db, notices), () => new Date(now));
  const caller = () => ({ userId: member.userId, businessId, role: "team_member" as const });
  const body = (day: string) => timeOffBody.parse({ from_day: day, to_day: day });

  it("accepts a day until it has ended at UTC-12, then refuses it", async () => {
    // 11:59 UTC on 10 May is still 9 May at UTC-12.
    const made = await at("2027-05-10T11:59:00Z").request(caller(), body("09-05-2027"));
    expect(made.status).toBe("Pending");
    const refused = await at("2027-05-10T12:00:00Z")
      .request(caller(), body("09-05-2027"))
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 422, message: M.ended, errors: { to_day: [M.ended] } });
  });

  it("refuses to cancel time off that is over, by the same clock", async () => {
    const id = await insertTimeOff(t, businessId, member.employeeId, { fromDay: "2027-05-09", status: "Approved" });
    const refused = await at("2027-05-10T12:00:00Z")
      .cancel(caller(), id)
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 409, message: M.cancelOnlyOpen });
    const cancelled = await at("2027-05-10T11:59:00Z").cancel(caller(), id);
    expect(cancelled.status).toBe("Cancelled");
  });
});

describe("GET /api/employee/time-off", () => {
  let ann: Staff;
  let bob: Staff;
  let boss: Caller;
  const made: Record<string, number> = {};

  beforeAll(async () => {
    boss = await registerOwner(t.app, "Listing Bistro");
    ann = await createStaff(t, boss, "team_member");
    bob = await createStaff(t, boss, "team_member");
    const bid = await businessIdOf(boss);
    // Created in this order, so "newest first" is the reverse.
    made.annLate = await insertTimeOff(t, bid, ann.employeeId, { fromDay: "2027-06-20", toDay: "2027-06-22" });
    made.annEarly = await insertTimeOff(t, bid, ann.employeeId, { fromDay: "2027-06-01", toDay: "2027-06-03" });
    made.bobMid = await insertTimeOff(t, bid, bob.employeeId, { fromDay: "2027-06-10", status: "Approved" });
    made.bobPending = await insertTimeOff(t, bid, bob.employeeId, { fromDay: "2027-06-05" });
  });

  it("shows owners and managers everyone's, newest first, with the paginator", async () => {
    const page = await list(boss);
    expect(ids(page)).toEqual([made.bobPending, made.bobMid, made.annEarly, made.annLate]);
    expect(page).toMatchObject({ current_page: 1, per_page: 10, total: 4, from: 1, to: 4, last_page: 1 });
  });

  it("orders status=Pending by first day, the queue to decide", async () => {
    expect(ids(await list(boss, "status=Pending"))).toEqual([made.annEarly, made.bobPending, made.annLate]);
    expect(ids(await list(boss, "status=Approved"))).toEqual([made.bobMid]);
  });

  it("filters by employee and by days that overlap from-to", async () => {
    expect(ids(await list(boss, `employee_id=${ann.employeeId}`))).toEqual([made.annEarly, made.annLate]);
    expect(ids(await list(boss, "from=03-06-2027&to=10-06-2027"))).toEqual([
      made.bobPending,
      made.bobMid,
      made.annEarly,
    ]);
    expect(ids(await list(boss, "from=21-06-2027"))).toEqual([made.annLate]);
    expect(ids(await list(boss, "to=01-06-2027"))).toEqual([made.annEarly]);
  });

  it("shows a team member only their own, whatever employee_id they pass", async () => {
    expect(ids(await list(ann))).toEqual([made.annEarly, made.annLate]);
    expect(ids(await list(ann, `employee_id=${bob.employeeId}`))).toEqual([made.annEarly, made.annLate]);
  });

  it("matches nothing for another business's employee", async () => {
    const page = await list(boss, `employee_id=${member.employeeId}`);
    expect(page.data).toEqual([]);
    expect(page.total).toBe(0);
  });

  it("pages with page and length", async () => {
    const second = await list(boss, "length=1&page=2");
    expect(ids(second)).toEqual([made.bobMid]);
    expect(second).toMatchObject({ total: 4, from: 2, to: 2, last_page: 4 });
    expect(second.next_page_url).toContain("page=3");
    expect(second.prev_page_url).toContain("page=1");
  });

  it("answers 422 for a bad filter and bounds length", async () => {
    const cases: [string, string | null][] = [
      ["status=Maybe", M.status],
      ["from=10-06-2027&to=01-06-2027", TIMELINE_MESSAGES.toBeforeFrom],
      ["from=01-01-2027&to=01-03-2028", M.filterTooLong],
      ["from=2027-06-01", TIMELINE_MESSAGES.dateFormat("from")],
      ["length=101", null],
      ["page=0", null],
    ];
    for (const [query, message] of cases) {
      const res = await boss.get(`${URL}?${query}`);
      expect(res.statusCode, query).toBe(422);
      if (message) expect(res.json().message, query).toBe(message);
    }
  });
});

describe("POST /api/employee/time-off/{id}/cancel", () => {
  const cancel = (caller: Caller, id: number) => caller.post(`${URL}/${id}/cancel`);

  it("lets the requester cancel a Pending or Approved request", async () => {
    for (const status of ["Pending", "Approved"] as const) {
      const id = await insertTimeOff(t, businessId, member.employeeId, { fromDay: "2027-07-01", status });
      const res = await cancel(member, id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe(M.cancelled);
      expect(res.json().payload).toMatchObject({ id, status: "Cancelled" });
    }
  });

  it("answers 409 for a Denied or Cancelled request, and for one that is over", async () => {
    const denied = await insertTimeOff(t, businessId, member.employeeId, { fromDay: "2027-07-02", status: "Denied" });
    const cancelled = await insertTimeOff(t, businessId, member.employeeId, {
      fromDay: "2027-07-02",
      status: "Cancelled",
    });
    const over = await insertTimeOff(t, businessId, member.employeeId, { fromDay: "2020-07-02", status: "Approved" });
    for (const id of [denied, cancelled, over]) {
      const res = await cancel(member, id);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(M.cancelOnlyOpen);
    }
  });

  it("answers 403 to anyone else of the business, owners and managers included, and changes nothing", async () => {
    const id = await insertTimeOff(t, businessId, member.employeeId, { fromDay: "2027-07-03" });
    for (const caller of [colleague, manager, owner]) {
      const res = await cancel(caller, id);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(M.cancelOnlyOwn);
    }
    const page = await list(member, "status=Pending&from=03-07-2027&to=03-07-2027");
    expect(ids(page)).toEqual([id]);
  });

  it("answers 404 for another business's request and for none", async () => {
    const other = await registerOwner(t.app, "Cancel Other Bistro");
    const theirs = await createStaff(t, other, "team_member");
    const id = await insertTimeOff(t, await businessIdOf(other), theirs.employeeId, { fromDay: "2027-07-04" });
    for (const target of [id, 999_999]) {
      const res = await cancel(member, target);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(M.notFound);
    }
  });
});

describe("the database keeps every time off well-formed", () => {
  const insert = (values: Partial<typeof timeOff.$inferInsert>) =>
    t.database.db
      .insert(timeOff)
      .values({
        businessId,
        employeeId: member.employeeId,
        fromDay: "2027-08-10",
        toDay: "2027-08-10",
        status: "Pending",
        ...values,
      })
      .then(
        () => null,
        (e: unknown) => sqlState(e),
      );

  it("refuses a backwards range, one too long, times over several days, backwards or half given, and a bad status", async () => {
    expect(await insert({ toDay: "2027-08-09" })).toBe("23514");
    expect(await insert({ toDay: "2027-10-11" })).toBe("23514");
    expect(await insert({ toDay: "2027-08-11", fromMinute: 600, toMinute: 700 })).toBe("23514");
    expect(await insert({ fromMinute: 700, toMinute: 600 })).toBe("23514");
    // One time without the other (a NULL comparison would let it pass a careless check).
    expect(await insert({ fromMinute: 600 })).toBe("23514");
    expect(await insert({ toMinute: 700 })).toBe("23514");
    expect(await insert({ status: "Maybe" as "Pending" })).toBe("23514");
    expect(await insert({ fromMinute: 600, toMinute: 700 })).toBeNull();
  });
});
