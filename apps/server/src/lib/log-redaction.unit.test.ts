import { describe, expect, it } from "vitest";
import { REDACTED, redactSecrets } from "./log-redaction";

describe("redactSecrets", () => {
  it("replaces the token of a kiosk, a feed or a reset link, wherever the address is written", () => {
    expect(redactSecrets("/api/kiosk/Ab_9-x/clock/in")).toBe(`/api/kiosk/${REDACTED}/clock/in`);
    expect(redactSecrets("/kiosk/Ab_9-x?lang=fr")).toBe(`/kiosk/${REDACTED}?lang=fr`);
    expect(redactSecrets("/ical/Ab_9-x.ics")).toBe(`/ical/${REDACTED}.ics`);
    expect(redactSecrets("//api/kiosk/Ab_9-x")).toBe(`//api/kiosk/${REDACTED}`);
    expect(redactSecrets("/invite/Ab_9-x")).toBe(`/invite/${REDACTED}`);
    expect(redactSecrets("/api/invites/Ab_9-x/accept")).toBe(`/api/invites/${REDACTED}/accept`);
    expect(redactSecrets("/reset-password?token=Ab9&x=1")).toBe(`/reset-password?token=${REDACTED}&x=1`);
    expect(redactSecrets("Route GET:https://b.example:8443/kiosk/Ab9 not found")).toBe(
      `Route GET:https://b.example:8443/kiosk/${REDACTED} not found`,
    );
  });

  it("leaves addresses without a token as they are", () => {
    for (const path of [
      "/api/restaurant/location/5/kiosk/rotate",
      "/api/calendar/feed",
      "/api/auth/login?x=1",
      "/api/employee/invites/5",
      "/invite-staff",
    ]) {
      expect(redactSecrets(path)).toBe(path);
    }
  });
});
