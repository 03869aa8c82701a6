import { expect } from "vitest";
import { call, startChildServer } from "../../../test/child-server";
import { dayFromToday } from "../../time-off/test/support";
import { startSmtpServer } from "./test-smtp-server";

// THE KILL TEST (issue 14): changes that notify commit while the SMTP server is not answering yet, the server is
// killed (SIGKILL: nothing runs on the way out) before any mail could leave, the SMTP server comes up, the server
// starts again on the same database, and every mail arrives exactly once.

type Payload = { token?: string; id?: number; user?: { id: number } };

export async function killBeforeSendAndRestart(env: { DATA_DIR: string; DATABASE_URL?: string }) {
  const smtp = await startSmtpServer({ listening: false });
  const settings = {
    ...env,
    SMTP_URL: smtp.url,
    PUBLIC_URL: "http://brigade.kill.test",
    MAIL_POLL_MS: "50",
    MAIL_RETRY_MS: "300",
    // Long enough for a machine busy with other suites: a send cut off by its timeout after the SMTP server took
    // the mail goes again (delivery is at least once, worker.ts), and 1 s was once too short. A claim lasts twice
    // this, so should the kill land between a claim and its outcome, the row is due again within 20 s.
    MAIL_SEND_TIMEOUT_MS: "10000",
  };
  const first = await startChildServer(settings);
  try {
    const ownerEmail = `owner.${Date.now()}@example.test`;
    const memberEmail = `member.${Date.now()}@example.test`;
    const ok = async (method: string, path: string, body: unknown, token?: string) => {
      const res = await call(first.base, method, path, { body, token });
      expect(res.status, `${path}: ${JSON.stringify(res.json)}`).toBeLessThan(300);
      return res.json.payload as Payload;
    };
    const register = {
      business_name: "Kill Bistro",
      name: "Olive Owner",
      email: ownerEmail,
      password: "correct-horse",
    };
    const owner = (await ok("POST", "/api/auth/register", register)).token;
    const location = await ok(
      "POST",
      "/api/restaurant/location/store",
      { name: "Downtown", time_zone: "America/New_York" },
      owner,
    );
    const area = await ok("POST", "/api/restaurant/area/store", { location_id: location.id, name: "Kitchen" }, owner);
    const role = await ok("POST", "/api/restaurant/area/role/store", { area_id: area.id, name: "Cook" }, owner);
    const staff = { name: "Ana Lopez", email: memberEmail, password: "member-pass", availability: "FullTime" };
    await ok("POST", "/api/employee/team-member/store", { ...staff, area_role_ids: [role.id] }, owner);
    const member = (await ok("POST", "/api/auth/login", { email: memberEmail, password: "member-pass" })).token;

    // Two changes that each queue a mail, both committed (answered 2xx) while no SMTP server answers.
    const day = dayFromToday(4);
    await ok("POST", "/api/employee/time-off", { from_day: day, to_day: day }, member);
    await ok("POST", "/api/auth/forgot-password", { email: memberEmail });
  } finally {
    await first.kill();
  }
  expect(smtp.received).toEqual([]);

  await smtp.listen();
  const second = await startChildServer(settings);
  try {
    const mails = await smtp.waitFor(2, 60_000);
    // A few more polls: a mail sent twice would show up now.
    await new Promise((done) => setTimeout(done, 1000));
    // Should a mail come twice, the second server's log says which attempt was cut off and why.
    const mailLog = second.log.filter((line) => line.includes("mail")).join("\n");
    expect(mails.map((m) => m.subject).sort(), mailLog).toEqual(["Reset your Brigade password", "Time off requested"]);
    expect(new Set(mails.map((m) => m.messageId)).size).toBe(2);
    expect(second.log.join("\n")).toContain("E-mail is on: notifications and reset links go out through 127.0.0.1:");
    return { mails, log: second.log };
  } finally {
    await second.kill();
    await smtp.close();
  }
}
