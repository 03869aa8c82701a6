import { businessIdOf, createAreaRole } from "../../../test/fixtures";
import type { TestApp } from "../../../test/harness";
import { uniqueEmail } from "../../../test/harness";
import type { TenantCase } from "../../../test/tenant-isolation";

/**
 * Team members of business A, by id. A factory because a team member needs an area role, which these
 * cases write straight to the test database (`app` is read when a case runs, after the app is built).
 */
export const employeeTenantCases = (app: () => TestApp): TenantCase[] => [
  {
    name: "team members",
    create: async (ownerA) => {
      const role = await createAreaRole(app(), await businessIdOf(ownerA));
      const res = await ownerA.post("/api/employee/team-member/store", {
        name: "Tenant Member",
        email: uniqueEmail("tenant"),
        password: "initial-pass",
        availability: "FullTime",
        area_role_ids: [role.id],
      });
      if (res.statusCode !== 201) throw new Error(`team member create failed: ${res.body}`);
      return res.json().payload.id as number;
    },
    requests: (id) => [
      { method: "GET", url: `/api/employee/team-member/${id}` },
      {
        method: "PUT",
        url: `/api/employee/team-member/${id}`,
        payload: {
          name: "Taken Over",
          email: uniqueEmail("takeover"),
          availability: "PartTime",
          // Any positive id passes the schema; the record's own business is checked first.
          area_role_ids: [1],
        },
      },
      { method: "POST", url: `/api/employee/team-member/${id}/deactivate` },
      { method: "POST", url: `/api/employee/team-member/${id}/activate` },
    ],
  },
  {
    name: "join requests",
    create: async (ownerA) => {
      const code = (await ownerA.get("/api/auth/me")).json().payload.business.join_code as string;
      const res = await app().app.inject({
        method: "POST",
        url: "/api/auth/join",
        payload: {
          join_code: code,
          name: "Tenant Joiner",
          email: uniqueEmail("tenant-join"),
          password: "joining-pass",
        },
      });
      if (res.statusCode !== 201) throw new Error(`join failed: ${res.body}`);
      return res.json().payload.id as number;
    },
    requests: (id) => [
      { method: "GET", url: `/api/employee/team-member/${id}` },
      {
        method: "POST",
        url: `/api/employee/team-member/${id}/approve`,
        // Any positive id passes the schema; the request's own business is checked first.
        payload: { area_role_ids: [1], availability: "FullTime" },
      },
      { method: "POST", url: `/api/employee/team-member/${id}/reject` },
    ],
  },
];
