import { AUTO_FILL_MESSAGES } from "@brigade/contract/auto-fill";
import { describe, expect, it } from "vitest";
import { AppError } from "../../lib/app-error";
import { solveLimit } from "./solve-limit";

// The cap on solves at once: extra ones wait their turn in order, and past the queue the caller gets a 503.

const gate = () => {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
};

describe("solveLimit", () => {
  it("runs at most `running` tasks, queues the next in order, and refuses past the queue with a 503", async () => {
    const limit = solveLimit(1, 1);
    const order: string[] = [];
    const first = gate();
    const a = limit(async () => {
      order.push("a starts");
      await first.opened;
      order.push("a ends");
      return "a";
    });
    const b = limit(async () => {
      order.push("b starts");
      return "b";
    });
    const refused = await limit(async () => "c").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 503, message: AUTO_FILL_MESSAGES.busy });
    first.open();
    expect(await Promise.all([a, b])).toEqual(["a", "b"]);
    expect(order).toEqual(["a starts", "a ends", "b starts"]);
    // Its place is free again, also after a task that failed.
    await expect(limit(async () => Promise.reject(new Error("solver failed")))).rejects.toThrow("solver failed");
    expect(await limit(async () => "d")).toBe("d");
  });
});
