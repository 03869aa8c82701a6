/** Accessible names for the controls of @mantine/dates pickers (they have none by default). */
export const CALENDAR_ARIA_LABELS = {
  nextMonth: "Next month",
  previousMonth: "Previous month",
  nextYear: "Next year",
  previousYear: "Previous year",
  nextDecade: "Next decade",
  previousDecade: "Previous decade",
};

/** The extra props every DateTimePicker gets. */
export const dateTimePickerA11y = {
  ariaLabels: CALENDAR_ARIA_LABELS,
  submitButtonProps: { "aria-label": "Confirm date and time" },
  timePickerProps: { "aria-label": "Time", format: "12h" as const },
};
