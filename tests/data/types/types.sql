-- What plansql reads of a column's data (docs/types.md), the same on
-- every engine: numbers kept as text with "null" for none, flags kept as
-- words, a table of makers some cars have, and events with datetimes of
-- which some are dates alone (SQLite keeps them as written) and dates
-- written as text ("May 26, 1986"), and the same dates written in each
-- format plansql reads.  Relative periods count from 2026-01-15.  Each NAME.json here is
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
CREATE TABLE events (id INTEGER PRIMARY KEY, title VARCHAR(20),
    held TIMESTAMP, born VARCHAR(20));
INSERT INTO events VALUES
    (1, 'a', '2025-12-01', 'May 26, 1986'),
    (2, 'b', '2025-12-15 10:00:00', 'Jan 3, 1990'),
    (3, 'c', '2025-11-30 23:59:59', 'Dec 1, 1986'),
    (4, 'd', '2026-01-01', 'null'),
    (5, 'e', '2025-12-31 23:00:00', 'Mar 4, 1975');
CREATE TABLE written (id INTEGER PRIMARY KEY, ymd VARCHAR(20),
    mdy VARCHAR(20), dmy VARCHAR(20), dot VARCHAR(20), mon VARCHAR(20),
    month VARCHAR(20), dmon VARCHAR(20), dmonth VARCHAR(20));
INSERT INTO written VALUES
    (1, '1986/05/26', '5/26/1986', '26/5/1986', '26.05.1986',
     'May 26, 1986', 'May 26, 1986', '26 May 1986', '26 May 1986'),
    (2, '1990/1/3', '01/03/1990', '3/01/1990', '3.1.1990',
     'Jan 3, 1990', 'January 3, 1990', '3 Jan 1990', '3 January 1990'),
    (3, '2020/12/31', '12/31/2020', '31/12/2020', '31.12.2020',
     'Dec 31, 2020', 'December 31, 2020', '31 Dec 2020', '31 December 2020');
