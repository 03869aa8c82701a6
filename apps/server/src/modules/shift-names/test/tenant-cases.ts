import type { TenantCase } from "../../../test/tenant-isolation";

let n = 0;

/** Business A's shift names, by id. */
export const shiftNameTenantCases: TenantCase[] = [
  {
    name: "shift names",
    create: async (ownerA) => {
      const res = await ownerA.post("/api/shift/name/store", { name: `Tenant shift ${++n}` });
      if (res.statusCode !== 201) throw new Error(`shift name create failed: ${res.statusCode} ${res.body}`);
      return res.json().payload.id as number;
    },
    requests: (id) => [
      { method: "PUT", url: `/api/shift/name/${id}`, payload: { name: "Taken over" } },
      { method: "DELETE", url: `/api/shift/name/${id}` },
    ],
  },
];
