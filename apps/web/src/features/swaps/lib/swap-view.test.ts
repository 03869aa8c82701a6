import type { SwapItem, SwapsPayload } from "@brigade/contract/swaps";
import { beforeAll, describe, expect, it } from "vitest";
import { i18next, initI18n } from "../../../i18n";
import { catalogue as es } from "../../../i18n/locales/es";
import { canAccept, canOfferSwap, isParty, openSwapsByBooking, swapPeople, swapWhen } from "./swap-view";

// The texts these helpers build come from the English catalogue.
beforeAll(initI18n);

const zone = { value: "America/New_York", text: "", abbr: "EST", utc: ["America/New_York"] };
const swap = (patch: Partial<SwapItem> = {}): SwapItem => ({
  id: 1,
  status: "Offered",
  booking_id: 10,
  shift: { id: 2, name: "Dinner", label_color: "#000000" },
  slot: { id: 3, from: "2026-11-30T22:00:00.000Z", to: "2026-12-01T04:00:00.000Z" },
  area_role: { id: 4, name: "Line Cook" },
  location: { id: 5, name: "Downtown", time_zone: zone },
  offerer: { id: 100, name: "Ana" },
  to_employee: null,
  taker: null,
  created_at: "2026-11-20T10:00:00.000Z",
  accepted_at: null,
  decided_at: null,
  decided_by: null,
  ...patch,
});
const before = new Date("2026-11-25T00:00:00.000Z");

describe("swap view", () => {
  it("reads the slot on its location's clock", () => {
    expect(swapWhen(swap())).toBe("Mon 30-11-2026 05:00 PM to 11:00 PM (EST)");
  });

  it("says who offers to whom, and who took it, with 'you' for the reader", () => {
    expect(swapPeople(swap())).toBe("Ana offers it to anyone who can take it");
    expect(swapPeople(swap({ to_employee: { id: 7, name: "Ben" } }), 7)).toBe("Ana offers it to you");
    expect(swapPeople(swap({ taker: { id: 8, name: "Cy" } }), 100)).toBe(
      "You offer it to anyone who can take it · taken by Cy",
    );
  });

  it("says it in Spanish, a whole sentence for each case", async () => {
    for (const [ns, texts] of Object.entries(es)) i18next.addResourceBundle("es", ns, texts);
    await i18next.changeLanguage("es");
    try {
      expect(swapWhen(swap())).toBe("lun 30/11/2026 de 17:00 a 23:00 (EST)");
      expect(swapPeople(swap({ to_employee: { id: 7, name: "Ben" } }), 7)).toBe("Ana te lo ofrece");
      expect(swapPeople(swap({ taker: { id: 8, name: "Cy" } }), 8)).toBe(
        "Ana lo ofrece a quien pueda cubrirlo · lo tomaste tú",
      );
    } finally {
      await i18next.changeLanguage("en");
    }
  });

  it("finds the open swap of each offered booking", () => {
    const lists = { offered_by_me: [swap(), swap({ id: 2, booking_id: 11, status: "Denied" })] } as SwapsPayload;
    expect([...openSwapsByBooking(lists).keys()]).toEqual([10]);
    expect(openSwapsByBooking(undefined).size).toBe(0);
  });

  it("lets only an Accepted future shift be offered, and only its taker accept", () => {
    expect(canOfferSwap({ status: "Accepted", from: "2026-11-30T22:00:00.000Z" }, before)).toBe(true);
    expect(canOfferSwap({ status: "Apply For Leave", from: "2026-11-30T22:00:00.000Z" }, before)).toBe(false);
    expect(canOfferSwap({ status: "Accepted", from: "2026-11-20T22:00:00.000Z" }, before)).toBe(false);
    expect(canAccept(swap(), 7, before)).toBe(true);
    expect(canAccept(swap(), 100, before)).toBe(false);
    expect(canAccept(swap({ to_employee: { id: 8, name: "Cy" } }), 7, before)).toBe(false);
    expect(canAccept(swap({ status: "Cancelled" }), 7, before)).toBe(false);
  });

  it("knows a manager who is a party to the swap", () => {
    expect(isParty(swap({ taker: { id: 9, name: "Di" } }), 9)).toBe(true);
    expect(isParty(swap(), 9)).toBe(false);
    expect(isParty(swap(), undefined)).toBe(false);
  });
});
