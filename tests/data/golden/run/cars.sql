-- Numbers and flags kept in text columns, as many databases keep them:
-- the rows of the text-values tests on every engine.
CREATE TABLE cars (id INTEGER PRIMARY KEY, name VARCHAR(20),
    horsepower VARCHAR(20), automatic VARCHAR(1));
INSERT INTO cars VALUES (1, 'a', '46', 'F'), (2, 'b', '150', 'T'),
    (3, 'c', '165', 'T'), (4, 'd', 'null', 'T'), (5, 'e', '95', 'F'),
    (6, 'f', '200', 'F');
-- A text column written by hand: one value in two spellings, another
-- in one, for the value lookups (a value that matches no row).
CREATE TABLE colours (id INTEGER PRIMARY KEY, colour VARCHAR(10));
INSERT INTO colours VALUES (1, 'Red'), (2, 'red '), (3, 'Blue'), (4, 'Blue');
