import { SHIFT_MESSAGES as M } from "@brigade/contract/shift-rules";
import type { ShiftItem } from "@brigade/contract/shifts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Caller, createStaff, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { addEmployee } from "../assignments/test/support";
import { book, bookingRanges, createPlace, createShift, type Place, storeBody } from "./test/support";

// A started shift is history and cannot be deleted; deleting a future one is recorded with its bookings.

let t: TestApp;
let owner: Caller;
let manager: Caller;
let member: Caller;
let place: Place;
beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app);
  manager = await createStaff(t, owner, "manager");
  member = await createStaff(t, owner, "team_member");
  place = await createPlace(t, owner);
});
afterAll(() => t.close());

const shiftAt = (from: number, hours = 4): Promise<ShiftItem> =>
  createShift(
    owner,
    storeBody(place, { from: new Date(from).toISOString(), to: new Date(from + hours * 3_600_000).toISOString() }),
  );

describe("DELETE /api/shift/{id} of a shift that has started", () => {
  it("answers 409 with a message that says so, and keeps the shift and its bookings", async () => {
    const shift = await shiftAt(Date.now() + 1500);
    const cook = await addEmployee(t, place.businessId, { areaRoleIds: [place.roleA] });
    await book(t, place, shift, { employeeId: cook.id });
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, Date.parse(shift.from) - Date.now() + 50)));
    const res = await manager.del(`/api/shift/${shift.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: M.startedCannotDelete });
    expect((await owner.get(`/api/shift/${shift.id}`)).statusCode).toBe(200);
    expect(await bookingRanges(t, shift.id)).toHaveLength(1);
  });
});

describe("DELETE /api/shift/{id} of a future shift", () => {
  it("is recorded: who, when, and every booking with its history", async () => {
    const shift = await shiftAt(Date.UTC(2027, 6, 5, 15));
    const cook = await addEmployee(t, place.businessId, { areaRoleIds: [place.roleA], name: "Carla Cook" });
    const bookingId = await book(t, place, shift, { employeeId: cook.id, status: "Accepted" });
    const before = Date.now();
    expect((await manager.del(`/api/shift/${shift.id}`)).statusCode).toBe(200);
    expect((await owner.get(`/api/shift/${shift.id}`)).statusCode).toBe(404);

    const res = await owner.get("/api/shift/deletions");
    expect(res.statusCode, res.body).toBe(200);
    const { data, total } = res.json().payload.paginated;
    expect(total).toBe(1);
    expect(data[0]).toMatchObject({
      shift_id: shift.id,
      location_id: place.locationId,
      name: shift.name,
      from: shift.from,
      to: shift.to,
      deleted_by: manager.userId,
      bookings: [
        {
          id: bookingId,
          employee_id: cook.id,
          employee_name: "Carla Cook",
          area_role_id: place.roleA,
          status: "Accepted",
          from: shift.from,
          to: shift.to,
          events: [],
        },
      ],
    });
    expect(Date.parse(data[0].deleted_at)).toBeGreaterThanOrEqual(before - 1000);
  });

  it("keeps the decisions of each booking, oldest first", async () => {
    const shift = await shiftAt(Date.UTC(2027, 6, 6, 15));
    const cook = await addEmployee(t, place.businessId, { areaRoleIds: [place.roleA] });
    const bookingId = await book(t, place, shift, { employeeId: cook.id, status: "Pending" });
    await owner.post(`/api/shift/employee/shift-action/${bookingId}`, { status: "Accepted", action_detail: "ok" });
    expect((await owner.del(`/api/shift/${shift.id}`)).statusCode).toBe(200);
    const [latest] = (await owner.get("/api/shift/deletions?length=1")).json().payload.paginated.data;
    expect(latest.shift_id).toBe(shift.id);
    expect(latest.deleted_by).toBe(owner.userId);
    expect(latest.bookings[0].status).toBe("Accepted");
    expect(latest.bookings[0].events).toMatchObject([
      { from_status: "Pending", to_status: "Accepted", note: "ok", actor_user_id: owner.userId },
    ]);
  });

  it("is listed to owners and managers of the business only", async () => {
    expect((await member.get("/api/shift/deletions")).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/shift/deletions" })).statusCode).toBe(401);
    const stranger = await registerOwner(t.app, "Elsewhere");
    expect((await stranger.get("/api/shift/deletions")).json().payload.paginated.total).toBe(0);
    expect((await manager.get("/api/shift/deletions?length=0")).statusCode).toBe(422);
  });
});
