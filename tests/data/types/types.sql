-- What plansql reads of a column's data (docs/types.md), the same on
-- every engine: numbers kept as text with "null" for none, flags kept as
-- words, and a table of makers some cars have.  Each NAME.json here is
-- a plan whose rows are NAME.rows, written by hand: what the plan means.
CREATE TABLE cars (id INTEGER PRIMARY KEY, name VARCHAR(20),
    mpg VARCHAR(10), horsepower VARCHAR(10), automatic VARCHAR(1),
    origin VARCHAR(20), maker_id INTEGER);
INSERT INTO cars VALUES
    (1, 'a', '18', '130', 'F', 'usa', 1),
    (2, 'b', '9', '165', 'T', 'usa', 1),
    (3, 'c', '46.6', '65', 'T', 'japan', 2),
    (4, 'd', 'null', '150', 'T', 'europe', 3),
    (5, 'e', '31', 'null', 'F', 'japan', 2),
    (6, 'f', '26', '95', 'F', 'europe', NULL);
CREATE TABLE makers (id INTEGER PRIMARY KEY, maker VARCHAR(20),
    country VARCHAR(20));
INSERT INTO makers VALUES (1, 'ford', 'usa'), (2, 'toyota', 'japan'),
    (3, 'volvo', 'sweden'), (4, 'fiat', 'italy');
