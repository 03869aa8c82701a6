import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { EXEMPT_REASONS, type PayRule, rulePack } from "./pack";
import { packById, RULE_PACKS } from "./packs";

// Structural checks every rule pack must pass; the pay itself is tested with pay.ts.

const DECIMAL = /^\d+\.\d{2}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const amounts = (rule: PayRule | null): string[] => (rule && "amount" in rule ? [rule.amount] : []);

describe("rule packs", () => {
  it("ships the nine packs in order, with unique ids, each found by packById", () => {
    const ids = RULE_PACKS.map((p) => p.id);
    expect(ids).toEqual([
      "us-nyc-fast-food",
      "us-seattle",
      "us-oregon",
      "us-chicago",
      "us-philadelphia",
      "us-san-francisco",
      "us-emeryville",
      "us-berkeley",
      "us-evanston",
    ]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(packById(id)?.id).toBe(id);
    expect(packById("nowhere")).toBeUndefined();
  });

  describe.each(RULE_PACKS.map((p) => [p.id, p] as const))("%s", (_id, pack) => {
    it("matches the schema", () => {
      expect(rulePack.parse(pack)).toEqual(pack);
    });

    it("has its bands ascending, without overlap or gap, covering [0, notice_days*24)", () => {
      expect(pack.pay.length).toBeGreaterThan(0);
      let next = 0;
      for (const band of pack.pay) {
        expect(band.min_notice_hours).toBe(next);
        expect(band.max_notice_hours).toBeGreaterThan(band.min_notice_hours);
        next = band.max_notice_hours;
      }
      expect(next).toBe(pack.notice_days * 24);
    });

    it("writes every amount as a decimal string and every multiplier as a number string", () => {
      const all = pack.pay.flatMap((b) => [...amounts(b.added), ...amounts(b.reduced)]);
      if (pack.rest && "amount" in pack.rest.premium) all.push(pack.rest.premium.amount);
      for (const a of all) expect(a).toMatch(DECIMAL);
      if (pack.rest && "multiplier" in pack.rest.premium) {
        expect(pack.rest.premium.multiplier).toMatch(/^\d+(\.\d+)?$/);
        expect(Number(pack.rest.premium.multiplier)).toBeGreaterThan(1);
      }
      for (const b of pack.pay) {
        for (const r of [b.added, b.reduced]) {
          if (r && "lost_hours_share" in r) expect(r.lost_hours_share).toBeGreaterThan(0);
          if (r && "hours" in r) expect(r.hours).toBeGreaterThan(0);
        }
      }
      expect(pack.currency).toBe("USD");
    });

    it("marks as unchecked each part whose figures its file says were not read in the ordinance's text", () => {
      const text = readFileSync(new URL(`./packs/${pack.id}.ts`, import.meta.url), "utf8");
      expect(new Set(pack.unchecked).size).toBe(pack.unchecked.length);
      // A file with no "unverified" comment left has nothing unchecked, and one with any names what it covers.
      expect(pack.unchecked.length > 0).toBe(text.includes("// unverified"));
    });

    it("cites a source for every figure", () => {
      const sources = [
        pack.notice_source,
        pack.records_source,
        ...pack.pay.map((b) => b.source),
        ...pack.exempt.map((e) => e.source),
        ...(pack.rest ? [pack.rest.source] : []),
        ...(pack.estimate_required ? [pack.estimate_source ?? ""] : []),
      ];
      for (const s of sources) expect(s.trim()).not.toBe("");
      expect(pack.url).toMatch(/^https:\/\//);
      expect(pack.ordinance.trim()).not.toBe("");
      expect(pack.covers.trim()).not.toBe("");
    });

    it("lists only known exempt reasons, each once, with small_change_minutes set exactly when it has small_change", () => {
      const reasons = pack.exempt.map((e) => e.reason);
      for (const r of reasons) expect(EXEMPT_REASONS).toContain(r);
      expect(new Set(reasons).size).toBe(reasons.length);
      expect(pack.small_change_minutes !== null).toBe(reasons.includes("small_change"));
    });

    it("has a valid effective date, a positive notice and record period", () => {
      expect(pack.effective_from).toMatch(DATE);
      expect(Number.isNaN(Date.parse(pack.effective_from))).toBe(false);
      expect(pack.notice_days).toBeGreaterThan(0);
      expect(pack.records_years).toBeGreaterThan(0);
    });
  });
});
