// The offline namespace in English: the spec's wording, letter for letter.
export const offline = {
  /** Above the team member's home when the browser is offline; {{time}} is when the schedule was last loaded. */
  notice: "You are offline. Showing your schedule as last updated at {{time}}.",
  /** The same, when this device has no copy of the schedule to show. */
  noticeWithoutCopy: "You are offline.",
  /** Beside the actions that are disabled offline. */
  needsConnection: "You are offline: this needs a connection.",
} as const;
