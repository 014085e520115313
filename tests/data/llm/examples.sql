-- The database the examples of plansql ask's instructions describe
-- (src/ask/ask_instructions.c), with rows whose answers
-- tests/tree/ask-examples.py knows: each example's plan must give them.
CREATE TABLE authors (
	author_id INTEGER PRIMARY KEY,
	name TEXT NOT NULL,
	country TEXT
);
CREATE TABLE books (
	book_id INTEGER PRIMARY KEY,
	title TEXT NOT NULL,
	author_id INTEGER NOT NULL REFERENCES authors (author_id),
	year INTEGER,
	price REAL
);
CREATE TABLE loans (
	loan_id INTEGER PRIMARY KEY,
	book_id INTEGER NOT NULL REFERENCES books (book_id),
	member TEXT,
	loan_date DATE
);
INSERT INTO authors VALUES
	(1, 'Ann Lee', 'UK'), (2, 'Bo Chen', 'China'), (3, 'Cy Diaz', 'Spain'),
	(4, 'Ann Lee', 'Canada');
INSERT INTO books VALUES
	(1, 'Rivers', 1, 1995, 12.5), (2, 'Hills', 1, 2004, 20),
	(3, 'Seas', 2, 2010, 8), (4, 'Sky', 1, 2018, 15),
	(5, 'Roads', 3, 1988, 30), (6, 'Lakes', 4, 2001, 9),
	(7, 'Dunes', 4, 2003, 11);
INSERT INTO loans VALUES
	(1, 1, 'Mia', '2024-01-05'), (2, 1, 'Leo', '2024-02-11'),
	(3, 3, 'Mia', '2024-03-02'), (4, 5, 'Ida', '2024-03-20');
