SELECT "Name" FROM tracks WHERE "Name" ILIKE $$%rock%$$ AND "Composer" IS NOT NULL /* comment
