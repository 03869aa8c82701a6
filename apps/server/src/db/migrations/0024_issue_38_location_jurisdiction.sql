-- Issue 38: the fair-workweek rule pack a location is under (fair-workweek.md, "Rule packs"); null: none.
ALTER TABLE "locations" ADD COLUMN "jurisdiction" text;