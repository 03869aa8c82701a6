import { randomBytes } from "node:crypto";
import {
  CALENDAR_FEED_DAYS,
  CALENDAR_FEED_MAX_EVENTS,
  type CalendarFeedLink,
  type CalendarFeedPayload,
  calendarFeedUrl,
} from "@brigade/contract/calendar-feed";
import { hashToken } from "../../lib/tokens";
import { renderFeed } from "./ical";
import type { CalendarFeedRepository } from "./repository";

type Caller = { userId: number; businessId: number };

const DAY_MS = 86_400_000;
/** 32 random bytes, base64url: 43 characters that cannot be guessed. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const newFeedToken = (): string => randomBytes(32).toString("base64url");

export function makeCalendarFeedService(
  repo: CalendarFeedRepository,
  publicUrl: string,
  clock: () => Date = () => new Date(),
) {
  return {
    /**
     * The caller's subscription URL when this call makes it (the first); null when they already have one: only its
     * hash is kept (issue 34), so a URL is shown once, and a lost one is replaced (rotate).
     */
    async url(caller: Caller): Promise<CalendarFeedPayload> {
      const token = newFeedToken();
      const made = await repo.createIfNone(caller.businessId, caller.userId, hashToken(token));
      return { url: made ? calendarFeedUrl(publicUrl, token) : null };
    },

    /** A new token for the caller: the old URL answers 404 from now on. */
    async rotate(caller: Caller): Promise<CalendarFeedLink> {
      const token = newFeedToken();
      await repo.replaceToken(caller.businessId, caller.userId, hashToken(token));
      return { url: calendarFeedUrl(publicUrl, token) };
    },

    /** The iCalendar text of a token's feed, or undefined when no active user holds that token. */
    async feed(token: string): Promise<string | undefined> {
      // A malformed token is no one's: answered without asking the database.
      if (!TOKEN_PATTERN.test(token)) return undefined;
      const owner = await repo.ownerOfToken(hashToken(token));
      if (!owner) return undefined;
      const now = clock().getTime();
      const from = new Date(now - CALENDAR_FEED_DAYS.past * DAY_MS);
      const to = new Date(now + CALENDAR_FEED_DAYS.ahead * DAY_MS);
      const events = await repo.holdingBookings(owner.businessId, owner.userId, from, to, CALENDAR_FEED_MAX_EVENTS);
      return renderFeed(`Brigade shifts - ${owner.businessName}`, events);
    },
  };
}
export type CalendarFeedService = ReturnType<typeof makeCalendarFeedService>;
