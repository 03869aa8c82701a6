-- citext for case-insensitive e-mails; btree_gist for the no-double-booking exclusion constraint.
CREATE EXTENSION IF NOT EXISTS citext;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;
