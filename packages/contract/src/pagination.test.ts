import { describe, expect, it } from "vitest";
import { paginate } from "./pagination";

const url = (page: number) => `/api/x?page=${page}`;

describe("paginate", () => {
  it("numbers rows from 1 and links the neighbouring pages", () => {
    expect(paginate(["k", "l"], 12, { page: 2, length: 10 }, url)).toEqual({
      data: ["k", "l"],
      current_page: 2,
      per_page: 10,
      total: 12,
      from: 11,
      to: 12,
      last_page: 2,
      next_page_url: null,
      prev_page_url: "/api/x?page=1",
    });
  });

  it("gives null from/to and one last page when empty", () => {
    expect(paginate([], 0, { page: 1, length: 10 }, url)).toMatchObject({
      from: null,
      to: null,
      last_page: 1,
      next_page_url: null,
    });
  });
});
