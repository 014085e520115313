INSERT INTO tracks ("Name") VALUES ($1)
