// The account namespace in English (my account, notifications, the calendar feed): the spec's wording, letter for letter.
export const account = {
  title: "My Account",
  profile: {
    title: "Profile",
    name: "Name",
    email: "Email",
    phone: "Phone",
    notSet: "Not set",
    role: "Role",
    roleAt: "{{role}} at {{business}}",
  },
  roles: { owner: "Owner", manager: "Manager", team_member: "Team member" },
  language: {
    title: "Language",
    intro: "Brigade speaks this language on every device you log in on, and so do its e-mails to you.",
  },
  changePassword: "Change password",
  emails: {
    title: "E-mail notifications",
    loadFailed: "Could not load your choices",
    loading: "Loading your e-mail choices",
    intro: "Everything shows in the app under the bell. Choose what is also sent to you by e-mail.",
    off: "E-mail is off on this server; notifications appear in the app.",
    kinds: {
      shift_assigned: "A shift is assigned to me",
      shift_changed: "A shift of mine is moved, changed or deleted",
      request_decided: "My pickup or leave request is decided",
      time_off_decided: "My time off is decided",
      join_approved: "My request to join is approved",
      week_published: "A week's schedule is published",
      swap_offered: "A colleague offers me a shift",
      swap_decided: "A swap I am part of is decided",
      time_off_requested: "Someone asks for time off",
      pickup_requested: "Someone asks to pick up a shift",
      no_show: "Someone did not come to their shift",
      missed_clock_out: "I forgot to clock out",
    },
  },
  notifications: {
    title: "Notifications",
    bellUnread_one: "Notifications, {{count}} unread",
    bellUnread_other: "Notifications, {{count}} unread",
    close: "Close notifications",
    markAll: "Mark all as read",
    list: "Notification list",
    loading: "Loading notifications",
    loadFailed: "Could not load notifications",
    empty: "No notifications yet.",
    olderFailed: "Could not load older notifications: {{message}}",
    loadMore: "Load more",
    unread: "Unread: ",
    justNow: "just now",
  },
  calendarFeed: {
    title: "Your shifts in your calendar",
    intro:
      "Subscribe to this private link in your calendar app: your shifts from the last 30 days to 90 days ahead appear there and follow every change. Anyone with the link can see your shifts, so keep it to yourself.",
    loadFailed: "Could not load your calendar link",
    loading: "Loading your calendar link",
    link: "Calendar link",
    copy: "Copy",
    copied: "Copied",
    linkCopied: "Link copied",
    addTo: "Add it to {{app}}",
    howTo: {
      google: {
        app: "Google Calendar",
        steps: [
          "On a computer, open Google Calendar.",
          "Beside Other calendars, choose + and then From URL.",
          "Paste the link and choose Add calendar.",
        ],
      },
      apple: {
        app: "Apple Calendar",
        steps: [
          "On a Mac: File > New Calendar Subscription, paste the link, then Subscribe.",
          "On an iPhone: Settings > Calendar > Accounts > Add Account > Other > Add Subscribed Calendar, and paste the link.",
        ],
      },
      outlook: {
        app: "Outlook",
        steps: [
          "In Outlook on the web or the new Outlook: Add calendar > Subscribe from web.",
          "Paste the link and Import.",
        ],
      },
    },
    refreshNote: "Calendar apps check the link every few hours, so a change can take a while to show.",
    shownOnce: "Copy this link now: it is shown only once. Later, replacing it gives a new one.",
    hidden:
      "Your calendar link works, but it is shown only once, when it is made. To see a link again, replace it: the old one stops working and calendars subscribed to it must subscribe again.",
    replace: "Replace link",
    replaceTitle: "Replace your calendar link?",
    replaceText:
      "The current link stops working at once: calendars subscribed to it stop getting your shifts. Subscribe again with the new link.",
  },
} as const;
