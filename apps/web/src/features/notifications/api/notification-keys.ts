/**
 * Query keys of notifications: `feed` holds the unread count and the list (a read call refreshes both), and the
 * e-mail preferences sit apart from them.
 */
export const notificationKeys = {
  feed: ["notifications", "feed"] as const,
  unread: () => ["notifications", "feed", "unread"] as const,
  list: () => ["notifications", "feed", "list"] as const,
  preferences: () => ["notifications", "preferences"] as const,
};
