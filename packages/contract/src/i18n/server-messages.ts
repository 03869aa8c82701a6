import { ASSIGN_MESSAGES, CROSSES_LIMIT_CONFIRMATION, OVERTIME_CONFIRMATION } from "../assignments";
import { LOCALE_MESSAGES } from "../auth";
import { AUTO_FILL_MESSAGES, AUTO_FILL_REASONS, slotTimeOfWeek } from "../auto-fill";
import {
  AVAILABILITY_ACCESS_MESSAGES,
  AVAILABILITY_MESSAGES,
  FIT_LABELS,
  TEAM_AVAILABILITY_MESSAGES,
} from "../availability";
import { BUILD_SHIFTS_MESSAGES } from "../build-shifts";
import { BUSINESS_MESSAGES, JOIN_CODE_MESSAGES } from "../business";
import { CALENDAR_MESSAGES } from "../calendar";
import { CALENDAR_FEED_MESSAGES } from "../calendar-feed";
import { COPY_WEEK_MESSAGES } from "../copy-week";
import { PANEL_MESSAGES } from "../dashboard-panels";
import { DECIDED_MESSAGES, DECISION_MESSAGES } from "../decisions";
import { EXPORT_MESSAGES } from "../export";
import { FAIR_WORKWEEK_MESSAGES } from "../fair-workweek/messages";
import { FIT_BADGES, FIT_CONFIRMATION, SELF_SERVICE_MESSAGES } from "../fit";
import { ACCURACY_MESSAGES, FORECAST_MESSAGES } from "../forecast";
import { GUIDE_MESSAGES } from "../guides";
import { INVITE_MESSAGES } from "../invites";
import { LABOUR_MESSAGES } from "../labour-cost";
import { LABOUR_MODEL_MESSAGES } from "../labour-model";
import { LABOUR_PERCENT_MESSAGES } from "../labour-percent";
import { LIVE_MESSAGES } from "../live-events";
import { LOCATION_PLACE_MESSAGES } from "../locations";
import { MEMBER_MESSAGES } from "../member";
import { invalidCharactersMessage, MESSAGES, maxLengthMessage, mustBeTextMessage, requiredMessage } from "../messages";
import { NOTIFICATION_MESSAGES } from "../notifications";
import { OPENING_HOURS_MESSAGES } from "../opening-hours";
import { PASSWORD_RESET_MESSAGES } from "../password-reset";
import { PUBLISH_MESSAGES, WEEK_STATE_LABELS } from "../publish";
import { ROSTER_MESSAGES } from "../rosters";
import { SALES_MESSAGES } from "../sales";
import { SALES_IMPORT_MESSAGES } from "../sales-import";
import { SHIFT_NAME_MESSAGES } from "../shift-names";
import { bookedRoleMessage, countBelowHeldMessage, SHIFT_MESSAGES } from "../shift-rules";
import { SHIFT_LIST_TOO_LONG } from "../shifts";
import { STAFFING_MESSAGES } from "../staffing";
import { SWAP_MESSAGES } from "../swaps";
import { CLOCK_MESSAGES } from "../time-clock";
import { TIME_OFF_MESSAGES } from "../time-off";
import { TIMELINE_MESSAGES } from "../timelines";
import { TIMESHEET_MESSAGES } from "../timesheets";
import { WAGE_MESSAGES } from "../wages";
import { WORK_RULE_MESSAGES } from "../work-rules";
import { isTemplate, type MessageTemplate } from "./template";

// Every message of the contract, flattened to "group.name" keys: the English source the catalogues
// (messages.es.ts, messages.fr.ts) translate key by key. The server sends these texts; the web app shows some
// of them too (form checks, badges, confirmations), so they are all here.

/** A message: its English text, or a template (a message function that carries its English). */
export type ServerMessage = string | MessageTemplate;

type Group = { readonly [name: string]: unknown };

/** A key's text in one language: a string, or the forms of a plural or choice (named as in the English). */
export type Translation = string | Readonly<Record<string, string>>;
/** One language's texts, by the registry's keys (messages.es.ts, messages.fr.ts). */
export type Catalogue = Readonly<Record<string, Translation>>;

/** The contract's message objects, each under its group's name. Order matters: of two equal texts, the first key stays. */
export const MESSAGE_GROUPS: Readonly<Record<string, Group>> = {
  messages: {
    ...MESSAGES,
    required: requiredMessage,
    maxLength: maxLengthMessage,
    invalidCharacters: invalidCharactersMessage,
    mustBeText: mustBeTextMessage,
  },
  assign: ASSIGN_MESSAGES,
  overtimeConfirmation: OVERTIME_CONFIRMATION,
  crossesLimitConfirmation: CROSSES_LIMIT_CONFIRMATION,
  locale: LOCALE_MESSAGES,
  autoFill: AUTO_FILL_MESSAGES,
  autoFillReasons: { ...AUTO_FILL_REASONS, when: slotTimeOfWeek },
  availability: AVAILABILITY_MESSAGES,
  teamAvailability: TEAM_AVAILABILITY_MESSAGES,
  availabilityAccess: AVAILABILITY_ACCESS_MESSAGES,
  fitLabels: FIT_LABELS,
  joinCode: JOIN_CODE_MESSAGES,
  calendar: CALENDAR_MESSAGES,
  shiftNames: SHIFT_NAME_MESSAGES,
  calendarFeed: CALENDAR_FEED_MESSAGES,
  copyWeek: COPY_WEEK_MESSAGES,
  panels: PANEL_MESSAGES,
  decided: DECIDED_MESSAGES,
  decisions: DECISION_MESSAGES,
  export: EXPORT_MESSAGES,
  fit: SELF_SERVICE_MESSAGES,
  fitBadges: FIT_BADGES,
  fitConfirmation: FIT_CONFIRMATION,
  guides: GUIDE_MESSAGES,
  live: LIVE_MESSAGES,
  member: MEMBER_MESSAGES,
  notifications: NOTIFICATION_MESSAGES,
  passwordReset: PASSWORD_RESET_MESSAGES,
  publish: PUBLISH_MESSAGES,
  weekStates: WEEK_STATE_LABELS,
  rosters: ROSTER_MESSAGES,
  shifts: {
    ...SHIFT_MESSAGES,
    bookedRoleNamed: bookedRoleMessage,
    countBelowHeldNamed: countBelowHeldMessage,
    listTooLong: SHIFT_LIST_TOO_LONG,
  },
  swaps: SWAP_MESSAGES,
  timeOff: TIME_OFF_MESSAGES,
  timelines: TIMELINE_MESSAGES,
  workRules: WORK_RULE_MESSAGES,
  // The time clock and labour cost (issue 18).
  clock: CLOCK_MESSAGES,
  wages: WAGE_MESSAGES,
  labour: LABOUR_MESSAGES,
  timesheets: TIMESHEET_MESSAGES,
  locationPlace: LOCATION_PLACE_MESSAGES,
  business: BUSINESS_MESSAGES,
  // Staff invited by e-mail or link (issue 36).
  invites: INVITE_MESSAGES,
  // Demand: sales history (issue 37).
  sales: SALES_MESSAGES,
  salesImport: SALES_IMPORT_MESSAGES,
  forecast: FORECAST_MESSAGES,
  forecastAccuracy: ACCURACY_MESSAGES,
  labourModel: LABOUR_MODEL_MESSAGES,
  staffing: STAFFING_MESSAGES,
  buildShifts: BUILD_SHIFTS_MESSAGES,
  labourPercent: LABOUR_PERCENT_MESSAGES,
  fairWorkweek: FAIR_WORKWEEK_MESSAGES,
  openingHours: OPENING_HOURS_MESSAGES,
};

/** What identifies a message's English: its text, or its template's text(s). */
export const englishOf = (message: ServerMessage): string =>
  typeof message === "string" ? message : JSON.stringify(message.template);

/**
 * Key to message, one key per English text: a message reused under another name (AUTO_FILL_MESSAGES.locationNotFound
 * is MESSAGES.locationNotFound) is translated once. Entries are strings or functions; a function that is not a
 * template cannot be translated (server-messages.test.ts refuses it). Each template learns its key here, so the
 * message values it makes (its Said) carry it.
 */
function flatten(groups: Readonly<Record<string, Group>>): Map<string, ServerMessage> {
  const entries = new Map<string, ServerMessage>();
  const keys = new Map<string, string>();
  const visit = (key: string, value: unknown) => {
    if (typeof value === "string" || typeof value === "function") {
      const message = value as ServerMessage;
      const english = isTemplate(message) || typeof message === "string" ? englishOf(message) : `${key}()`;
      const first = keys.get(english);
      if (isTemplate(message)) message.key ??= first ?? key;
      if (first !== undefined) return;
      keys.set(english, key);
      entries.set(key, message);
    } else if (value && typeof value === "object") {
      for (const [name, inner] of Object.entries(value)) visit(`${key}.${name}`, inner);
    }
  };
  for (const [group, messages] of Object.entries(groups)) visit(group, messages);
  return entries;
}

export const SERVER_MESSAGES: ReadonlyMap<string, ServerMessage> = flatten(MESSAGE_GROUPS);
