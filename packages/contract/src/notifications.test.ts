import { describe, expect, it } from "vitest";
import {
  describeNotification,
  NOTIFICATION_KINDS,
  NOTIFICATION_LINKS,
  type NotificationShift,
  notificationsQuery,
  REQUEST_DECIDED_STATUS,
  readNotificationsBody,
  whenIn,
} from "./notifications";

const shift = (at: Partial<NotificationShift>): NotificationShift => ({
  shift_id: 1,
  name: "Dinner",
  role: "Line Cook",
  location: "Downtown",
  time_zone: "America/New_York",
  starts_at: "2026-11-30T22:00:00.000Z",
  ends_at: "2026-12-01T04:00:00.000Z",
  ...at,
});

describe("describeNotification", () => {
  it("says when a shift is in its location's zone, with the abbreviation in force at its start", () => {
    expect(describeNotification("shift_assigned", { shift: shift({}) })).toEqual({
      title: "New shift",
      body: "You are on Dinner - Line Cook at Downtown, Mon 30-11-2026 05:00 PM EST to 11:00 PM.",
    });
  });

  it("reads both sides of a clock change in New York (14-03-2027) and London (28-03-2027)", () => {
    // New York: 00:00 EST, and 05:00 EDT once the clocks went forward at 02:00.
    const ny = shift({ starts_at: "2027-03-14T05:00:00.000Z", ends_at: "2027-03-14T09:00:00.000Z" });
    expect(describeNotification("shift_assigned", { shift: ny }).body).toBe(
      "You are on Dinner - Line Cook at Downtown, Sun 14-03-2027 12:00 AM EST to 05:00 AM.",
    );
    const nyAfter = shift({ starts_at: "2027-03-14T12:00:00.000Z", ends_at: "2027-03-14T16:00:00.000Z" });
    expect(describeNotification("shift_changed", { shift: nyAfter, change: "moved" }).body).toBe(
      "Your shift Dinner - Line Cook at Downtown, Sun 14-03-2027 08:00 AM EDT to 12:00 PM was moved.",
    );
    // London: 23:00 GMT on Saturday to 03:00 BST on Sunday is three hours of work, not four.
    const london = { time_zone: "Europe/London", location: "Soho" };
    const night = shift({ ...london, starts_at: "2027-03-27T23:00:00.000Z", ends_at: "2027-03-28T02:00:00.000Z" });
    expect(describeNotification("pickup_requested", { shift: night, employee: "Ann" }).body).toBe(
      "Ann asks to pick up Dinner - Line Cook at Soho, Sat 27-03-2027 11:00 PM GMT to 03:00 AM.",
    );
    const after = shift({ ...london, starts_at: "2027-03-28T09:00:00.000Z", ends_at: "2027-03-28T15:00:00.000Z" });
    expect(describeNotification("shift_assigned", { shift: after }).body).toContain("Sun 28-03-2027 10:00 AM BST");
  });

  it("words each decision as its requester understands it", () => {
    const decided = (status: string) => describeNotification("request_decided", { shift: shift({}), status });
    expect(decided(REQUEST_DECIDED_STATUS.Accepted)).toEqual({
      title: "Pickup accepted",
      body: "Your request for Dinner - Line Cook at Downtown, Mon 30-11-2026 05:00 PM EST to 11:00 PM: Pickup accepted.",
    });
    expect(decided(REQUEST_DECIDED_STATUS.Released).title).toBe("Leave approved");
    expect(decided(REQUEST_DECIDED_STATUS["Leave Rejected"]).title).toBe("Leave rejected");
    expect(
      describeNotification("time_off_decided", { from: "04-10-2027", to: "05-10-2027", status: "Denied" }),
    ).toEqual({ title: "Time off denied", body: "Your time off 04-10-2027 to 05-10-2027: Denied." });
    expect(
      describeNotification("time_off_requested", { employee: "Ann", from: "04-10-2027", to: "04-10-2027" }),
    ).toEqual({ title: "Time off requested", body: "Ann asks for time off 04-10-2027." });
  });

  it("has a sentence and a link for every kind", () => {
    for (const kind of NOTIFICATION_KINDS) {
      const { title, body } = describeNotification(kind, { shift: shift({}) });
      expect(title.length, kind).toBeGreaterThan(0);
      expect(body.length, kind).toBeGreaterThan(0);
      expect(NOTIFICATION_LINKS[kind]).toMatch(/^\//);
    }
  });
});

describe("describeNotification in Spanish and French", () => {
  it("writes times as the language does, keeping the location's zone abbreviation", () => {
    const at = "2026-11-30T16:00:00.000Z";
    expect(whenIn(at, "Europe/Paris", "es")).toBe("lun 30/11/2026 17:00 CET");
    expect(whenIn(at, "Europe/Paris", "fr")).toBe("lun. 30/11/2026 17:00 CET");
    expect(whenIn(at, "Europe/Paris")).toBe("Mon 30-11-2026 05:00 PM CET");
    expect(whenIn("2027-07-12T16:00:00.000Z", "Europe/London", "fr")).toBe("lun. 12/07/2027 17:00 BST");
  });

  it("words a change set's list once, in each language, with the ones left out counted", () => {
    const lunch = shift({
      shift_id: 2,
      name: "Lunch",
      starts_at: "2026-12-01T16:00:00.000Z",
      ends_at: "2026-12-01T20:00:00.000Z",
    });
    const set = { shift: shift({}), shifts: [shift({}), lunch], count: 3 };
    expect(describeNotification("shift_assigned", set)).toEqual({
      title: "New shifts",
      body:
        "You are on 3 shifts: Dinner - Line Cook at Downtown, Mon 30-11-2026 05:00 PM EST to 11:00 PM; " +
        "Lunch - Line Cook at Downtown, Tue 01-12-2026 11:00 AM EST to 03:00 PM; and 1 more.",
    });
    expect(describeNotification("shift_assigned", { ...set, count: 2 }, "es")).toEqual({
      title: "Nuevos turnos",
      body:
        "Te han asignado 2 turnos: el turno Dinner - Line Cook en Downtown, lun 30/11/2026 de 17:00 EST a 23:00; " +
        "el turno Lunch - Line Cook en Downtown, mar 01/12/2026 de 11:00 EST a 15:00.",
    });
    expect(describeNotification("shift_assigned", set, "fr").title).toBe("Nouveaux créneaux");
    expect(describeNotification("shift_assigned", set, "fr").body).toMatch(
      /^On vous a attribué 3 créneaux\u00a0: le créneau Dinner .*\u00a0; et 1 de plus\.$/,
    );
    const week = { location: "Downtown", week: "30-11-2026", count: 1, shifts: [shift({})] };
    expect(describeNotification("week_published", week).body).toBe(
      "The schedule of Downtown for the week of 30-11-2026 is published: you have 1 position. " +
        "Your shifts: Dinner - Line Cook at Downtown, Mon 30-11-2026 05:00 PM EST to 11:00 PM.",
    );
    expect(describeNotification("week_published", week, "es").body).toContain(". Tus turnos: el turno Dinner");
  });

  it("words a shift and its changes", () => {
    expect(describeNotification("shift_assigned", { shift: shift({}) }, "es")).toEqual({
      title: "Nuevo turno",
      body: "Te han asignado el turno Dinner - Line Cook en Downtown, lun 30/11/2026 de 17:00 EST a 23:00.",
    });
    expect(describeNotification("shift_assigned", { shift: shift({}) }, "fr")).toEqual({
      title: "Nouveau créneau",
      body: "On vous a attribué le créneau Dinner - Line Cook à Downtown, lun. 30/11/2026 de 17:00 EST à 23:00.",
    });
    const noRole = shift({ role: null, starts_at: "2027-03-14T12:00:00.000Z", ends_at: "2027-03-14T16:00:00.000Z" });
    expect(describeNotification("shift_changed", { shift: noRole, change: "moved" }, "es").body).toBe(
      "Cambio en tu horario: se ha movido el turno Dinner en Downtown, dom 14/03/2027 de 08:00 EDT a 12:00.",
    );
    expect(describeNotification("shift_changed", { shift: noRole, change: "deleted" }, "fr").body).toBe(
      "Changement de planning\u00a0: le créneau Dinner à Downtown, dim. 14/03/2027 de 08:00 EDT à 12:00 a été supprimé.",
    );
    // Without the shift's details the sentence still reads.
    expect(describeNotification("swap_offered", {}, "es").body).toBe("Un compañero te ofrece un turno.");
    expect(describeNotification("swap_offered", { actor: "Ana" }, "fr").body).toBe("Ana vous propose un créneau.");
  });

  it("words each decision as its requester understands it", () => {
    const decided = (status: string, locale: "es" | "fr") =>
      describeNotification("request_decided", { shift: shift({ role: null }), status }, locale);
    expect(decided(REQUEST_DECIDED_STATUS.Accepted, "es")).toEqual({
      title: "Solicitud de turno aceptada",
      body: "Se aceptó tu solicitud para tomar el turno Dinner en Downtown, lun 30/11/2026 de 17:00 EST a 23:00.",
    });
    expect(decided(REQUEST_DECIDED_STATUS["Leave Rejected"], "fr")).toEqual({
      title: "Absence refusée",
      body: "Votre demande d'absence pour le créneau Dinner à Downtown, lun. 30/11/2026 de 17:00 EST à 23:00 a été refusée.",
    });
    const timeOff = { from: "04-10-2027", to: "05-10-2027", status: "Denied" };
    expect(describeNotification("time_off_decided", timeOff, "es")).toEqual({
      title: "Tiempo libre denegado",
      body: "Tu tiempo libre del 04/10/2027 al 05/10/2027: denegado.",
    });
    expect(
      describeNotification("time_off_decided", { ...timeOff, to: "04-10-2027", status: "Approved" }, "fr"),
    ).toEqual({ title: "Congé approuvé", body: "Votre congé du 04/10/2027\u00a0: approuvé." });
    expect(describeNotification("swap_decided", { shift: shift({}), status: "Cancelled" }, "fr").title).toBe(
      "Échange annulé",
    );
    // A status the catalogue does not know is shown as it is rather than lost.
    expect(describeNotification("swap_decided", { status: "Frozen" }, "es")).toEqual({
      title: "Intercambio Frozen",
      body: "El intercambio para un turno: Frozen.",
    });
    expect(describeNotification("time_off_requested", { employee: "Ann", from: "04-10-2027" }, "fr").body).toBe(
      "Ann demande un congé du 04/10/2027.",
    );
  });

  it("counts positions with each language's plural", () => {
    const published = (count: number, locale: "es" | "fr") =>
      describeNotification("week_published", { location: "Downtown", week: "30-11-2026", count }, locale).body;
    expect(published(1, "es")).toBe(
      "Se publicó el horario de Downtown para la semana del 30/11/2026: tienes 1 puesto.",
    );
    expect(published(3, "es")).toBe(
      "Se publicó el horario de Downtown para la semana del 30/11/2026: tienes 3 puestos.",
    );
    // French counts zero as singular.
    expect(published(0, "fr")).toBe(
      "Le planning de Downtown pour la semaine du 30/11/2026 est publié\u00a0: vous avez 0 poste.",
    );
    expect(published(2, "fr")).toContain("vous avez 2 postes.");
  });

  it("tells the owners which location's kiosk locked, in each language", () => {
    const locked = { location: "Downtown", location_id: 7 };
    expect(describeNotification("kiosk_locked", locked)).toEqual({
      title: "Kiosk locked",
      body: "The kiosk of Downtown was locked for the day after too many wrong PINs. A new kiosk link unlocks it.",
    });
    expect(describeNotification("kiosk_locked", locked, "es").body).toBe(
      "El quiosco de Downtown quedó bloqueado por hoy tras demasiados PIN incorrectos. Un nuevo enlace de quiosco lo desbloquea.",
    );
    expect(describeNotification("kiosk_locked", locked, "fr").title).toBe("Borne bloquée");
    expect(NOTIFICATION_LINKS.kiosk_locked).toBe("/locations");
  });

  it("leaves no kind in English", () => {
    const base = { shift: shift({}), employee: "Ann", from: "04-10-2027", count: 2 };
    for (const kind of NOTIFICATION_KINDS) {
      // Each kind with a status it really carries.
      const data = { ...base, status: kind === "request_decided" ? REQUEST_DECIDED_STATUS.Accepted : "Approved" };
      const english = describeNotification(kind, data);
      for (const locale of ["es", "fr"] as const) {
        const { title, body } = describeNotification(kind, data, locale);
        expect(title, `${kind} ${locale}`).not.toBe(english.title);
        expect(body, `${kind} ${locale}`).not.toBe(english.body);
      }
    }
  });
});

describe("the request shapes", () => {
  it("takes exactly one of ids or all", () => {
    expect(readNotificationsBody.safeParse({ ids: [1, 2] }).success).toBe(true);
    expect(readNotificationsBody.safeParse({ all: true }).success).toBe(true);
    expect(readNotificationsBody.safeParse({}).success).toBe(false);
    expect(readNotificationsBody.safeParse({ ids: [1], all: true }).success).toBe(false);
  });

  it("pages 20 at a time unless told", () => {
    expect(notificationsQuery.parse({})).toEqual({ limit: 20 });
    expect(notificationsQuery.parse({ before: "9", limit: "5" })).toEqual({ before: 9, limit: 5 });
  });
});
