-- Issue 38: a position taken under the employee's accepted consent to a short rest names it: its premium is earned
-- with the position (fair-workweek.md, "Rest between shifts").
ALTER TABLE "bookings" ADD COLUMN "rest_consent_id" integer;
