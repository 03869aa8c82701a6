// The consents namespace in English: a team member's requests to agree to a short rest between two shifts, on their
// home (fair-workweek.md, "Rest between shifts").
export const consents = {
  section: {
    title: "Rest between shifts",
    intro:
      "Your manager asks whether you agree to work a shift that leaves you less rest between shifts than the rules ask. Each answer is final.",
    loading: "Loading your rest requests",
    failed: "Could not load your rest requests",
    open: "Rest requests",
    noneOpen: "No rest request is waiting for your answer.",
    answered: "Answered",
  },
  hours_one: "{{count, number}} hour",
  hours_other: "{{count, number}} hours",
  card: {
    rest: "This leaves you {{rest}} of rest (the rule asks {{limit}}).",
    premium: "It pays you {{amount}} more.",
    premiumNoRate: "It pays you a premium on your hourly rate, once your manager has set it.",
    mayDecline: "You may decline; then you may not be scheduled for this shift.",
    agree: "I agree",
    agreeLabel: "I agree: {{shift}}, {{day}}",
    decline: "Decline",
    declineLabel: "Decline: {{shift}}, {{day}}",
  },
  status: {
    pending: "Waiting for your answer",
    accepted: "You agreed",
    declined: "You declined",
  },
  confirm: {
    agreeTitle: "Agree to this short rest?",
    agreeText:
      "You agree to work {{shift}} on {{day}}, {{time}}, although it leaves you {{rest}} of rest between shifts. You cannot change this answer later.",
    agreeConfirm: "Yes, I agree",
    declineTitle: "Decline this short rest?",
    declineText: "You decline to work {{shift}} on {{day}}, {{time}}. You cannot change this answer later.",
    declineTextMayDecline:
      "You decline to work {{shift}} on {{day}}, {{time}}, and may then not be scheduled for it. You cannot change this answer later.",
    declineConfirm: "Yes, decline",
  },
};
