/*
 * plansql-demo-gen: builds the music-store demo database used by the
 * plansql examples and tests.
 *
 * All data comes from a fixed-seed pseudo random generator, so every run
 * prints byte-identical output and the SQLite, PostgreSQL and MySQL
 * scripts describe exactly the same rows.  Text never contains a
 * backslash, so doubling embedded quotes is the only escaping needed on
 * every engine, whatever its string-literal mode.
 *
 * Build: cc -std=c11 -O2 demo-gen.c -lsqlite3 -o plansql-demo-gen
 */
#include <sqlite3.h>

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define COUNT(array) ((int)(sizeof(array) / sizeof((array)[0])))
#define PICK(list)   ((list)[random_below(COUNT(list))])

enum {
	ARTIST_COUNT = 200,
	ALBUM_COUNT = 400,
	EMPTY_ALBUM_STRIDE = 40, /* every 40th album has no tracks: 10 albums */
	MIN_TRACKS_PER_ALBUM = 6,
	MAX_TRACKS_PER_ALBUM = 12,
	MAX_TRACKS = ALBUM_COUNT * MAX_TRACKS_PER_ALBUM,
	SINGLE_TRACK_COUNT = 15,       /* tracks whose AlbumId is NULL */
	UNCLASSIFIED_TRACK_COUNT = 20, /* tracks whose GenreId is NULL */
	COMPOSER_POOL_SIZE = 120,
	CUSTOMER_COUNT = 60,
	CUSTOMERS_WITHOUT_INVOICES = 2, /* the last customers never bought */
	INVOICE_COUNT = 400,
	MAX_LINES_PER_INVOICE = 10,
	MAX_INVOICE_LINES = INVOICE_COUNT * MAX_LINES_PER_INVOICE,
	INVOICE_PERIOD_DAYS = 1826, /* 2021-01-01 .. 2025-12-31 */
	ROWS_PER_INSERT = 200,
	NAME_CAPACITY = 96,
	COMPOSER_CAPACITY = 160
};

/* ---------------------------------------------------------------- words */

/* clang-format off */
static const char *const adjectives[] = {
	"Silent", "Electric", "Golden", "Broken", "Midnight", "Velvet",
	"Crimson", "Hollow", "Wild", "Neon", "Paper", "Iron", "Silver",
	"Burning", "Frozen", "Lonely", "Restless", "Distant", "Purple", "Blue",
	"Black", "Bright", "Dark", "Sweet", "Bitter", "Endless", "Fading",
	"Hidden", "Lucky", "Lost", "Crystal", "Savage", "Gentle", "Heavy",
	"Little", "Northern", "Southern", "Secret", "Falling", "Rising",
	"Sleepless", "Radiant", "Quiet", "Cosmic"};

static const char *const nouns[] = {
	"Heart", "River", "Fire", "Dream", "Road", "Sky", "Shadow", "Rain",
	"Storm", "Garden", "Ocean", "Mirror", "Highway", "Horizon", "Machine",
	"Echo", "Thunder", "Candle", "Ghost", "Kingdom", "Moon", "Sun", "Star",
	"Window", "Engine", "Signal", "Island", "Harbor", "Desert", "Valley",
	"Mountain", "City", "Train", "Radio", "Letter", "Promise", "Memory",
	"Summer", "Winter", "Morning", "Angel", "Diamond", "Stone", "Bridge",
	"Tide", "Flame", "Wave", "Wire", "Circle", "Crown", "Feather",
	"Lantern", "Satellite", "Parade", "Carnival", "Lighthouse", "Compass",
	"Silence"};

static const char *const group_nouns[] = {
	"Wolves", "Ravens", "Tigers", "Kings", "Strangers", "Saints", "Pilots",
	"Riders", "Brothers", "Sisters", "Machines", "Ghosts", "Lions",
	"Rebels", "Drifters", "Owls", "Foxes", "Comets", "Sparrows", "Dukes",
	"Sailors", "Outlaws", "Dreamers", "Giants", "Vandals", "Monarchs"};

static const char *const ensemble_words[] = {
	"Trio", "Quartet", "Ensemble", "Orchestra", "Collective", "Band",
	"Project", "Experience", "Quintet", "Sound System"};

static const char *const verbs[] = {
	"Chasing", "Dancing with", "Waiting for", "Running from",
	"Falling for", "Burning", "Calling", "Holding", "Breaking",
	"Dreaming of", "Walking on", "Leaving", "Finding", "Riding", "Losing",
	"Saving", "Crossing"};

static const char *const phrases[] = {
	"Don't Look Down", "Can't Stop Running", "We're Not Done Yet",
	"It's Only Tonight", "You're Not Alone", "Rock 'n' Roll Tonight",
	"Ain't Nobody Home", "Let's Go Again", "I'll Be Waiting",
	"Who's Counting", "That's What I Said", "Hold On", "Come Back Home",
	"One More Time", "All Night Long", "Never Again", "Take Me Higher"};

static const char *const title_suffixes[] = {
	" (Live)", " (Remastered)", " (Acoustic)", " (Demo)", " - Radio Edit",
	" (Remix)", " Pt. 2", " (Extended Mix)", " (Instrumental)"};

/* Names share prefixes on purpose (John, Johns, Johnson, Johansson...). */
static const char *const first_names[] = {
	"James", "Mary", "Olivia", "Liam", "Noah", "Emma", "Ava", "Lucas",
	"Mia", "Ethan", "Sofia", "Mateo", "Chloé", "Zoë", "José", "Søren",
	"Łukasz", "François", "Jürgen", "Siobhán", "Aoife", "Hiroshi", "Yuki",
	"Priya", "Arjun", "Fatima", "Omar", "Ingrid", "Astrid", "Carlos",
	"Lucía", "Marco", "Giulia", "Pieter", "Anouk", "Tomás", "Eva", "Nina",
	"Leo", "Hannah", "John", "Johan", "Johanna", "Joanna"};

static const char *const last_names[] = {
	"Smith", "Smithson", "Smythe", "Johnson", "Johansson", "Johns",
	"O'Brien", "O'Connor", "D'Angelo", "Müller", "Núñez", "Åberg",
	"Kowalski", "Nowak", "García", "Martins", "Silva", "Rossi", "Bianchi",
	"Dubois", "Lefèvre", "Schmidt", "Jensen", "Hansen", "Nielsen",
	"Andersson", "Virtanen", "Tanaka", "Suzuki", "Sato", "Patel", "Sharma",
	"Kim", "Lee", "Chen", "Wang", "Brown", "Taylor", "Wilson", "Murphy",
	"Kelly", "Walsh", "van Dijk", "de Vries", "MacDonald", "McAllister"};

static const char *const companies[] = {
	"Sonic Labs Ltd.", "Bluewave GmbH", "Harbor & Sons", "Northwind Audio",
	"Studio Kobalt", "Les Éditions Lumière", "Redline Media Inc.",
	"Fjord Records AS", "Tanaka Trading Co.", "O'Hara Brothers LLC"};

static const char *const email_domains[] = {
	"example.com", "example.net", "example.org", "mail.example.com"};

/* Fixed values placed at fixed ids so the awkward cases always exist. */
static const char *const special_artist_names[] = {
	"Roses 'n' Rust", "Maeve O'Brien", "Désirée", "Zoë Achterberg",
	"Motörgeist", "Hjálmar & the Fjords", "東京スカイライン", "Северный Ветер",
	"Blackbird", "Blackbird Hill", "Blackout Choir",
	"black sheep collective", "3 Doors North", "AM/FM Ghosts",
	"Lady D'Arcy", "Ça Ira"};

static const char *const special_album_titles[] = {
	"50% Off", "Night_Shift", "Déjà Vu", "夜明けの街", "Звёздная Пыль",
	"Don't Look Back Now", "Rock 'n' Roll Heart", "Greatest Hits",
	"100% Live", "Björn Again", "Side_B"};

static const char *const special_track_names[] = {
	"100% Pure", "Track_01", "Track_02", "Track_10", "rock", "Rock",
	"ROCK", "Rock Steady", "Rockaway", "Café Noir", "Привет, Мир", "さくら",
	"月光", "It's Over", "Don't Stop Now", "50% Chance of Rain",
	"Über den Wolken", "under_the_radar", "Smörgåsbord"};

/* ------------------------------------------------------ fixed tables */

static const char *const genre_names[] = {
	"Rock", "Pop", "Jazz", "Metal", "Alternative", "Blues", "Electronic",
	"Hip Hop", "Latin", "Reggae", "Soundtrack", "Bossa Nova",
	"Easy Listening", "Heavy Metal", "R&B/Soul", "World", "Folk",
	"Country", "Classical", "Opera", "Ambient", "Funk", "Gospel", "Punk",
	"Indie"};

static const char *const media_type_names[] = {
	"MPEG audio file", "Protected AAC audio file", "AAC audio file",
	"Lossless FLAC file", "Purchased AAC audio file"};
static const int media_type_kbps[] = {192, 256, 256, 900, 256};

typedef struct {
	const char *name;
	int target_size; /* approximate number of tracks; 0 = empty */
} PlaylistSpec;

static const PlaylistSpec playlist_specs[] = {
	{"Music", 2400}, {"Road Trip", 600}, {"Workout", 450},
	{"Chill Out", 400}, {"Late Night Jazz", 250}, {"Heavy Rotation", 700},
	{"Audiobooks", 0}, {"Classical Favorites", 150}, {"Top Picks", 25},
	{"Summer Mix", 500}, {"Rainy Day", 300}, {"Focus", 350},
	{"Party Starters", 400}, {"Acoustic Mornings", 200}, {"Deep Cuts", 500},
	{"Podcasts", 0}, {"On Repeat", 40}, {"Everything Loud", 800}};

typedef struct {
	int year, month, day;
} Date;

typedef struct {
	const char *last_name, *first_name, *title;
	int reports_to; /* 0: reports to nobody */
	Date birth_date, hire_date;
	const char *city, *country, *email;
} Employee;

/* A three-level hierarchy: general manager, two managers, their staff. */
static const Employee employees[] = {
	{"Whitford", "Helena", "General Manager", 0,
	 {1968, 2, 18}, {2016, 8, 14}, "Edmonton", "Canada",
	 "helena.whitford@musicstore.example"},
	{"O'Brien", "Declan", "Sales Manager", 1,
	 {1974, 11, 3}, {2016, 9, 1}, "Calgary", "Canada",
	 "declan.obrien@musicstore.example"},
	{"Nakamura", "Ken", "IT Manager", 1,
	 {1979, 5, 22}, {2017, 1, 9}, "Calgary", "Canada",
	 "ken.nakamura@musicstore.example"},
	{"Lefèvre", "Zoë", "Sales Support Agent", 2,
	 {1988, 7, 30}, {2017, 4, 1}, "Calgary", "Canada",
	 "zoe.lefevre@musicstore.example"},
	{"Park", "Jane", "Sales Support Agent", 2,
	 {1985, 12, 8}, {2017, 5, 3}, "Calgary", "Canada",
	 "jane.park@musicstore.example"},
	{"Santos", "Mateus", "Sales Support Agent", 2,
	 {1991, 3, 14}, {2018, 10, 17}, "Red Deer", "Canada",
	 "mateus.santos@musicstore.example"},
	{"Kowalczyk", "Anna", "Sales Support Agent", 2,
	 {1983, 9, 5}, {2019, 2, 11}, "Calgary", "Canada",
	 "anna.kowalczyk@musicstore.example"},
	{"Fischer", "Lena", "IT Staff", 3,
	 {1990, 1, 27}, {2019, 6, 24}, "Lethbridge", "Canada",
	 "lena.fischer@musicstore.example"},
	{"Okafor", "Daniel", "IT Staff", 3,
	 {1993, 8, 19}, {2021, 3, 15}, "Calgary", "Canada",
	 "daniel.okafor@musicstore.example"},
	{"Lindqvist", "Sven", "Sales Support Agent", 2,
	 {1995, 4, 2}, {2023, 1, 16}, "Edmonton", "Canada",
	 "sven.lindqvist@musicstore.example"}};

static const int support_rep_ids[] = {4, 5, 6, 7, 10};

typedef struct {
	const char *city, *state, *country; /* state is NULL where unused */
} Place;

static const Place places[] = {
	{"New York", "NY", "USA"}, {"Chicago", "IL", "USA"},
	{"Austin", "TX", "USA"}, {"Seattle", "WA", "USA"},
	{"Boston", "MA", "USA"}, {"Toronto", "ON", "Canada"},
	{"Montréal", "QC", "Canada"}, {"Vancouver", "BC", "Canada"},
	{"São Paulo", "SP", "Brazil"}, {"Rio de Janeiro", "RJ", "Brazil"},
	{"Sydney", "NSW", "Australia"}, {"Melbourne", "VIC", "Australia"},
	{"Bengaluru", "KA", "India"}, {"Mumbai", "MH", "India"},
	{"London", NULL, "United Kingdom"},
	{"Manchester", NULL, "United Kingdom"},
	{"Edinburgh", NULL, "United Kingdom"}, {"Dublin", NULL, "Ireland"},
	{"Paris", NULL, "France"}, {"Lyon", NULL, "France"},
	{"Berlin", NULL, "Germany"}, {"München", NULL, "Germany"},
	{"Köln", NULL, "Germany"}, {"Madrid", NULL, "Spain"},
	{"Barcelona", NULL, "Spain"}, {"Lisboa", NULL, "Portugal"},
	{"Porto", NULL, "Portugal"}, {"Roma", NULL, "Italy"},
	{"Milano", NULL, "Italy"}, {"Amsterdam", NULL, "Netherlands"},
	{"Stockholm", NULL, "Sweden"}, {"Göteborg", NULL, "Sweden"},
	{"Oslo", NULL, "Norway"}, {"København", NULL, "Denmark"},
	{"Kraków", NULL, "Poland"}, {"Warszawa", NULL, "Poland"},
	{"Praha", NULL, "Czech Republic"}, {"Tokyo", NULL, "Japan"},
	{"Osaka", NULL, "Japan"}, {"Buenos Aires", NULL, "Argentina"}};

/* ASCII spellings used to turn people's names into e-mail addresses. */
static const struct {
	const char *utf8, *ascii;
} transliterations[] = {
	{"é", "e"}, {"è", "e"}, {"ë", "e"}, {"ö", "o"}, {"ø", "o"}, {"ó", "o"},
	{"ü", "u"}, {"ú", "u"}, {"á", "a"}, {"ä", "a"}, {"å", "a"}, {"Å", "a"},
	{"ã", "a"}, {"í", "i"}, {"ñ", "n"}, {"ç", "c"}, {"ł", "l"}, {"Ł", "l"}};

/* clang-format on */

/* ------------------------------------------------------- generated data */

typedef struct {
	char name[NAME_CAPACITY];
} Artist;

typedef struct {
	char title[NAME_CAPACITY];
	int artist_id;
	int release_year; /* 0: unknown (NULL) */
	int genre_id;
	char composer[COMPOSER_CAPACITY];
} Album;

typedef struct {
	char name[NAME_CAPACITY];
	int album_id; /* 0: a single without album (NULL) */
	int media_type_id;
	int genre_id;			  /* 0: unclassified (NULL) */
	char composer[COMPOSER_CAPACITY]; /* "": unknown (NULL) */
	int milliseconds;
	long long bytes;
	int price_cents;
	int is_explicit;
} Track;

typedef struct {
	int playlist_id, track_id;
} PlaylistEntry;

typedef struct {
	char first_name[NAME_CAPACITY], last_name[NAME_CAPACITY];
	char email[NAME_CAPACITY];
	const char *company; /* NULL for most private customers */
	const Place *place;
	int support_rep_id; /* 0: no assigned representative (NULL) */
} Customer;

typedef struct {
	int customer_id;
	int day_offset; /* days after 2021-01-01 */
	int second_of_day;
	int draw_order; /* makes sorting total, hence deterministic */
	int total_cents;
} Invoice;

typedef struct {
	int invoice_id, track_id, price_cents, quantity;
} InvoiceLine;

typedef struct {
	char composer_pool[COMPOSER_POOL_SIZE][NAME_CAPACITY];
	Artist artists[ARTIST_COUNT];
	Album albums[ALBUM_COUNT];
	Track tracks[MAX_TRACKS];
	int track_count;
	PlaylistEntry playlist_entries[COUNT(playlist_specs) * MAX_TRACKS];
	int playlist_entry_count;
	Customer customers[CUSTOMER_COUNT];
	Invoice invoices[INVOICE_COUNT];
	InvoiceLine invoice_lines[MAX_INVOICE_LINES];
	int invoice_line_count;
} DemoData;

/* ---------------------------------------------------------- utilities */

#if defined(__GNUC__)
#define PRINTF_LIKE(f, a) __attribute__((format(printf, f, a)))
#else
#define PRINTF_LIKE(f, a)
#endif

PRINTF_LIKE(1, 2) static void die(const char *format, ...)
{
	va_list args;
	va_start(args, format);
	fputs("plansql-demo-gen: ", stderr);
	vfprintf(stderr, format, args);
	fputc('\n', stderr);
	va_end(args);
	exit(1);
}

/* splitmix64 with a fixed seed: tiny, fast and identical everywhere. */
static uint64_t random_state = UINT64_C(0x706c616e73716c21);

static uint64_t next_random(void)
{
	uint64_t z = (random_state += UINT64_C(0x9e3779b97f4a7c15));
	z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
	z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133111eb);
	return z ^ (z >> 31);
}

static int random_below(int limit)
{
	return (int)(next_random() % (uint64_t)limit);
}

static int random_between(int low, int high)
{
	return low + random_below(high - low + 1);
}

static int chance_percent(int percent)
{
	return random_below(100) < percent;
}

/* snprintf that refuses to truncate: a cut-off name would be a bug. */
PRINTF_LIKE(3, 4)
static void format_text(char *out, size_t size, const char *format, ...)
{
	va_list args;
	va_start(args, format);
	int length = vsnprintf(out, size, format, args);
	va_end(args);
	if (length < 0 || (size_t)length >= size)
		die("internal error: text too long: %s", out);
}

static int is_leap_year(int year)
{
	return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
}

static int days_in_month(int year, int month)
{
	static const int lengths[] = {31, 28, 31, 30, 31, 30,
				      31, 31, 30, 31, 30, 31};
	return lengths[month - 1] + (month == 2 && is_leap_year(year));
}

static Date date_after_days(Date start, int days)
{
	Date date = start;
	days += date.day - 1;
	date.day = 1;
	while (days >= days_in_month(date.year, date.month)) {
		days -= days_in_month(date.year, date.month);
		if (++date.month > 12) {
			date.month = 1;
			date.year++;
		}
	}
	date.day += days;
	return date;
}

/* -------------------------------------------------------- name makers */
/* Every random draw is its own statement: C leaves the evaluation order
 * of function arguments open, and the output must not depend on it. */

static void make_person_name(char *out, size_t size)
{
	const char *first = PICK(first_names);
	const char *last = PICK(last_names);
	format_text(out, size, "%s %s", first, last);
}

static void make_artist_name(char *out, size_t size)
{
	int pattern = random_below(10);
	const char *adjective = PICK(adjectives);
	const char *group = PICK(group_nouns);
	const char *noun = PICK(nouns);
	const char *ensemble = PICK(ensemble_words);
	char person[NAME_CAPACITY];
	make_person_name(person, sizeof person);

	switch (pattern) {
	case 0:
	case 1:
		format_text(out, size, "The %s %s", adjective, group);
		break;
	case 2:
		format_text(out, size, "The %s", group);
		break;
	case 3:
	case 4:
		format_text(out, size, "%s", person);
		break;
	case 5:
		format_text(out, size, "%s & the %s", person, group);
		break;
	case 6:
		format_text(out, size, "%s %s", adjective, noun);
		break;
	case 7:
		format_text(out, size, "%s %s", noun, group);
		break;
	case 8:
		format_text(out, size, "%s %s", strchr(person, ' ') + 1,
			    ensemble);
		break;
	default:
		format_text(out, size, "%s of the %s", group, noun);
		break;
	}
}

static void make_album_title(char *out, size_t size)
{
	int pattern = random_below(10);
	const char *adjective = PICK(adjectives);
	const char *noun = PICK(nouns);
	const char *other_noun = PICK(nouns);
	int volume = random_between(2, 4);

	switch (pattern) {
	case 0:
	case 1:
		format_text(out, size, "%s %s", adjective, noun);
		break;
	case 2:
		format_text(out, size, "Songs from the %s", noun);
		break;
	case 3:
		format_text(out, size, "Live at the %s", noun);
		break;
	case 4:
		format_text(out, size, "The %s Sessions", noun);
		break;
	case 5:
		format_text(out, size, "%s", adjective);
		break;
	case 6:
		format_text(out, size, "%s and %s", noun, other_noun);
		break;
	case 7:
		format_text(out, size, "Return of the %s", noun);
		break;
	case 8:
		format_text(out, size, "Greatest Hits, Vol. %d", volume);
		break;
	default:
		format_text(out, size, "%s %s, Vol. %d", adjective, noun,
			    volume);
		break;
	}
}

static void make_track_name(char *out, size_t size)
{
	int pattern = random_below(9);
	const char *adjective = PICK(adjectives);
	const char *noun = PICK(nouns);
	const char *other_noun = PICK(nouns);
	const char *verb = PICK(verbs);
	const char *phrase = PICK(phrases);
	const char *suffix = PICK(title_suffixes);
	if (!chance_percent(10))
		suffix = "";

	switch (pattern) {
	case 0:
	case 1:
		format_text(out, size, "%s %s%s", adjective, noun, suffix);
		break;
	case 2:
		format_text(out, size, "%s of the %s%s", noun, other_noun,
			    suffix);
		break;
	case 3:
		format_text(out, size, "%s %s%s", verb, noun, suffix);
		break;
	case 4:
		format_text(out, size, "%s the %s%s", verb, noun, suffix);
		break;
	case 5:
		format_text(out, size, "%s%s", noun, suffix);
		break;
	case 6:
		format_text(out, size, "%s in the %s%s", noun, other_noun,
			    suffix);
		break;
	default:
		format_text(out, size, "%s%s", phrase, suffix);
		break;
	}
}

/* One to three people, mostly one. */
static void make_composer(const DemoData *data, char *out, size_t size)
{
	int roll = random_below(10);
	int people = roll < 6 ? 1 : roll < 9 ? 2 : 3;
	out[0] = '\0';
	for (int i = 0; i < people; i++) {
		int person = random_below(COMPOSER_POOL_SIZE);
		const char *name = data->composer_pool[person];
		size_t used = strlen(out);
		format_text(out + used, size - used, "%s%s", i ? ", " : "",
			    name);
	}
}

/* Lower-case ASCII for e-mail addresses: "O'Brien" becomes "obrien". */
static void append_email_part(char *out, size_t size, const char *name)
{
	size_t used = strlen(out);
	while (*name && used + 3 < size) {
		unsigned char c = (unsigned char)*name;
		int matched = 0;
		for (int i = 0; i < COUNT(transliterations) && c >= 0x80; i++) {
			size_t length = strlen(transliterations[i].utf8);
			if (strncmp(name, transliterations[i].utf8, length) ==
			    0) {
				out[used++] = transliterations[i].ascii[0];
				name += length;
				matched = 1;
				break;
			}
		}
		if (matched)
			continue;
		if (c >= 'A' && c <= 'Z')
			out[used++] = (char)(c - 'A' + 'a');
		else if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'))
			out[used++] = (char)c;
		name++;
	}
	out[used] = '\0';
}

static int name_is_taken(const Artist *artists, const char *name)
{
	for (int i = 0; i < ARTIST_COUNT; i++)
		if (strcmp(artists[i].name, name) == 0)
			return 1;
	return 0;
}

/* ---------------------------------------------------------- builders */

static void build_composer_pool(DemoData *data)
{
	for (int i = 0; i < COMPOSER_POOL_SIZE; i++)
		make_person_name(data->composer_pool[i], NAME_CAPACITY);
}

/* Special names first, at fixed ids, so generated names can avoid them. */
static void build_artists(DemoData *data)
{
	for (int i = 0; i < COUNT(special_artist_names); i++)
		format_text(data->artists[5 + i * 12].name, NAME_CAPACITY, "%s",
			    special_artist_names[i]);

	for (int i = 0; i < ARTIST_COUNT; i++) {
		char candidate[NAME_CAPACITY];
		if (data->artists[i].name[0])
			continue;
		do
			make_artist_name(candidate, sizeof candidate);
		while (name_is_taken(data->artists, candidate));
		format_text(data->artists[i].name, NAME_CAPACITY, "%s",
			    candidate);
	}
}

/* Popular genres come up more often, as in a real catalogue. */
static int pick_genre_id(void)
{
	if (chance_percent(60))
		return 1 + random_below(8);
	return 1 + random_below(COUNT(genre_names));
}

static void build_albums(DemoData *data)
{
	int next_special = 0;
	for (int i = 0; i < ALBUM_COUNT; i++) {
		Album *album = &data->albums[i];
		make_album_title(album->title, sizeof album->title);
		if (i % 29 == 3 && next_special < COUNT(special_album_titles))
			format_text(album->title, sizeof album->title, "%s",
				    special_album_titles[next_special++]);
		album->artist_id = 1 + random_below(ARTIST_COUNT);
		album->release_year = random_between(1965, 2024);
		if (chance_percent(6))
			album->release_year = 0;
		album->genre_id = pick_genre_id();
		make_composer(data, album->composer, sizeof album->composer);
	}
}

static int pick_media_type_id(void)
{
	int roll = random_below(100);
	return roll < 70   ? 1
	       : roll < 85 ? 2
	       : roll < 93 ? 3
	       : roll < 98 ? 4
			   : 5;
}

static int pick_price_cents(void)
{
	int roll = random_below(100);
	return roll < 80 ? 99 : roll < 97 ? 199 : 49;
}

static void make_track(DemoData *data, const Album *album, int album_id,
		       Track *track)
{
	make_track_name(track->name, sizeof track->name);
	track->album_id = album_id;
	track->media_type_id = pick_media_type_id();
	track->genre_id =
	    chance_percent(85) ? album->genre_id : pick_genre_id();
	if (chance_percent(25))
		track->composer[0] = '\0';
	else if (chance_percent(70))
		format_text(track->composer, sizeof track->composer, "%s",
			    album->composer);
	else
		make_composer(data, track->composer, sizeof track->composer);
	track->milliseconds = chance_percent(3)
				  ? random_between(600000, 1500000)
				  : random_between(90000, 420000);
	track->bytes = (long long)track->milliseconds *
			   media_type_kbps[track->media_type_id - 1] / 8 +
		       random_below(4096);
	track->price_cents = pick_price_cents();
	track->is_explicit = chance_percent(12);
}

/* Turns a few album tracks into singles and leaves a few unclassified;
 * an album never loses its last track this way. */
static void mark_odd_tracks(DemoData *data, int *tracks_per_album)
{
	int singles = 0, unclassified = 0;
	while (singles < SINGLE_TRACK_COUNT) {
		Track *track = &data->tracks[random_below(data->track_count)];
		if (track->album_id &&
		    tracks_per_album[track->album_id - 1] > 1) {
			tracks_per_album[track->album_id - 1]--;
			track->album_id = 0;
			singles++;
		}
	}
	while (unclassified < UNCLASSIFIED_TRACK_COUNT) {
		Track *track = &data->tracks[random_below(data->track_count)];
		if (track->genre_id) {
			track->genre_id = 0;
			unclassified++;
		}
	}
}

static void build_tracks(DemoData *data)
{
	int tracks_per_album[ALBUM_COUNT] = {0};
	for (int i = 0; i < ALBUM_COUNT; i++) {
		int album_id = i + 1;
		if (album_id % EMPTY_ALBUM_STRIDE == 17)
			continue;
		tracks_per_album[i] =
		    random_between(MIN_TRACKS_PER_ALBUM, MAX_TRACKS_PER_ALBUM);
		for (int n = 0; n < tracks_per_album[i]; n++)
			make_track(data, &data->albums[i], album_id,
				   &data->tracks[data->track_count++]);
	}
	mark_odd_tracks(data, tracks_per_album);

	for (int i = 0; i < COUNT(special_track_names); i++)
		format_text(data->tracks[10 + i * 173].name, NAME_CAPACITY,
			    "%s", special_track_names[i]);
}

/* Each track joins a playlist with probability target/track_count. */
static void build_playlists(DemoData *data)
{
	for (int p = 0; p < COUNT(playlist_specs); p++) {
		for (int t = 0; t < data->track_count; t++) {
			int draw = random_below(data->track_count);
			if (draw >= playlist_specs[p].target_size)
				continue;
			PlaylistEntry *entry =
			    &data->playlist_entries
				 [data->playlist_entry_count++];
			entry->playlist_id = p + 1;
			entry->track_id = t + 1;
		}
	}
}

static int customer_name_is_taken(const DemoData *data, int count,
				  const Customer *candidate)
{
	for (int i = 0; i < count; i++)
		if (strcmp(data->customers[i].first_name,
			   candidate->first_name) == 0 &&
		    strcmp(data->customers[i].last_name,
			   candidate->last_name) == 0)
			return 1;
	return 0;
}

/* The first customers cover one country each (20 countries in all); the
 * rest follow the number of cities listed per country. */
static const Place *pick_customer_place(int customer_index)
{
	int countries_seen = 0;
	for (int i = 0; i < COUNT(places); i++) {
		if (i > 0 &&
		    strcmp(places[i].country, places[i - 1].country) == 0)
			continue;
		if (countries_seen++ == customer_index)
			return &places[i];
	}
	return &places[random_below(COUNT(places))];
}

static void build_customers(DemoData *data)
{
	for (int i = 0; i < CUSTOMER_COUNT; i++) {
		Customer *customer = &data->customers[i];
		do {
			const char *first = PICK(first_names);
			const char *last = PICK(last_names);
			format_text(customer->first_name, NAME_CAPACITY, "%s",
				    first);
			format_text(customer->last_name, NAME_CAPACITY, "%s",
				    last);
		} while (customer_name_is_taken(data, i, customer));

		customer->place = pick_customer_place(i);
		customer->company = chance_percent(20) ? PICK(companies) : NULL;
		customer->support_rep_id =
		    chance_percent(5) ? 0 : PICK(support_rep_ids);

		const char *domain = PICK(email_domains);
		char first[NAME_CAPACITY] = "", last[NAME_CAPACITY] = "";
		append_email_part(first, sizeof first, customer->first_name);
		append_email_part(last, sizeof last, customer->last_name);
		format_text(customer->email, NAME_CAPACITY, "%s.%s@%s", first,
			    last, domain);
	}
}

static int compare_invoices(const void *left, const void *right)
{
	const Invoice *a = left, *b = right;
	if (a->day_offset != b->day_offset)
		return a->day_offset < b->day_offset ? -1 : 1;
	if (a->second_of_day != b->second_of_day)
		return a->second_of_day < b->second_of_day ? -1 : 1;
	return (a->draw_order > b->draw_order) -
	       (a->draw_order < b->draw_order);
}

static int invoice_has_track(const DemoData *data, int first_line, int track_id)
{
	for (int i = first_line; i < data->invoice_line_count; i++)
		if (data->invoice_lines[i].track_id == track_id)
			return 1;
	return 0;
}

/* Adds 1..10 distinct tracks and sums the total from the lines. */
static void add_invoice_lines(DemoData *data, int invoice_id)
{
	Invoice *invoice = &data->invoices[invoice_id - 1];
	int first_line = data->invoice_line_count;
	int line_count = random_between(1, MAX_LINES_PER_INVOICE);
	for (int n = 0; n < line_count; n++) {
		int track_id;
		do
			track_id = 1 + random_below(data->track_count);
		while (invoice_has_track(data, first_line, track_id));
		int roll = random_below(100);
		InvoiceLine *line =
		    &data->invoice_lines[data->invoice_line_count++];
		line->invoice_id = invoice_id;
		line->track_id = track_id;
		line->price_cents = data->tracks[track_id - 1].price_cents;
		line->quantity = roll < 88 ? 1 : roll < 97 ? 2 : 3;
		invoice->total_cents += line->price_cents * line->quantity;
	}
}

/* Invoices are numbered in date order, like a real shop's. */
static void build_invoices(DemoData *data)
{
	for (int i = 0; i < INVOICE_COUNT; i++) {
		Invoice *invoice = &data->invoices[i];
		invoice->customer_id =
		    1 +
		    random_below(CUSTOMER_COUNT - CUSTOMERS_WITHOUT_INVOICES);
		invoice->day_offset = random_below(INVOICE_PERIOD_DAYS);
		invoice->second_of_day =
		    random_between(6 * 3600, 24 * 3600 - 1);
		invoice->draw_order = i;
	}
	qsort(data->invoices, INVOICE_COUNT, sizeof data->invoices[0],
	      compare_invoices);
	for (int i = 0; i < INVOICE_COUNT; i++)
		add_invoice_lines(data, i + 1);
}

static DemoData *build_demo_data(void)
{
	DemoData *data = calloc(1, sizeof *data);
	if (!data)
		die("out of memory");
	build_composer_pool(data);
	build_artists(data);
	build_albums(data);
	build_tracks(data);
	build_playlists(data);
	build_customers(data);
	build_invoices(data);
	return data;
}

/* ------------------------------------------------------------ dialects */

typedef enum {
	COL_INTEGER,
	COL_TEXT,
	COL_MONEY,
	COL_BOOLEAN,
	COL_DATE,
	COL_DATETIME
} ColumnKind;

typedef struct {
	const char *name;
	char open_quote, close_quote;
	const char
	    *type_names[6]; /* by ColumnKind; NULL text means VARCHAR(n) */
	const char *false_literal, *true_literal;
	const char *preamble;
	const char *begin;
	int transactional_ddl; /* MySQL commits implicitly after DDL */
	const char *table_options;
	/* DuckDB checks a foreign key against the rows present before the
	 * statement: a table referencing itself goes in a row at a time */
	int self_references_row_by_row;
} Dialect;

/* clang-format off */
static const Dialect dialects[] = {
	{"sqlite", '"', '"',
	 {"INTEGER", "TEXT", "NUMERIC(10,2)", "BOOLEAN", "DATE", "DATETIME"},
	 "0", "1", "PRAGMA foreign_keys = ON;\n", "BEGIN;\n", 1, "", 0},
	{"postgres", '"', '"',
	 {"integer", "text", "numeric(10,2)", "boolean", "date", "timestamp"},
	 "FALSE", "TRUE", "SET client_min_messages = warning;\n", "BEGIN;\n", 1,
	 "", 0},
	{"mysql", '`', '`',
	 {"INT", NULL, "DECIMAL(10,2)", "BOOLEAN", "DATE", "DATETIME"},
	 "FALSE", "TRUE", "SET NAMES utf8mb4;\n", "START TRANSACTION;\n", 0,
	 " ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_bin", 0},
	{"duckdb", '"', '"',
	 {"INTEGER", "VARCHAR", "DECIMAL(10,2)", "BOOLEAN", "DATE", "TIMESTAMP"},
	 "FALSE", "TRUE", "", "BEGIN;\n", 1, "", 1}};
/* clang-format on */

static const Dialect *find_dialect(const char *name)
{
	for (int i = 0; i < COUNT(dialects); i++)
		if (strcmp(dialects[i].name, name) == 0)
			return &dialects[i];
	return NULL;
}

/* -------------------------------------------------------------- script */

typedef struct {
	char *text;
	size_t length, capacity;
} Script;

static void script_reserve(Script *script, size_t extra)
{
	if (script->length + extra + 1 <= script->capacity)
		return;
	size_t capacity = script->capacity ? script->capacity : 1 << 16;
	while (capacity < script->length + extra + 1)
		capacity *= 2;
	char *text = realloc(script->text, capacity);
	if (!text)
		die("out of memory");
	script->text = text;
	script->capacity = capacity;
}

/* Formats straight into the buffer, growing it when the text does not fit. */
PRINTF_LIKE(2, 3)
static void script_printf(Script *script, const char *format, ...)
{
	script_reserve(script, 64);
	for (;;) {
		size_t room = script->capacity - script->length;
		va_list args;
		va_start(args, format);
		int needed = vsnprintf(script->text + script->length, room,
				       format, args);
		va_end(args);
		if (needed < 0)
			die("cannot format output");
		if ((size_t)needed < room) {
			script->length += (size_t)needed;
			return;
		}
		script_reserve(script, (size_t)needed);
	}
}

static void script_identifier(Script *script, const Dialect *dialect,
			      const char *name)
{
	script_printf(script, "%c%s%c", dialect->open_quote, name,
		      dialect->close_quote);
}

/* '...' with embedded quotes doubled; backslashes would need
 * engine-specific escaping, so the data must not contain any. */
static void script_string(Script *script, const char *value)
{
	script_reserve(script, 2 * strlen(value) + 2);
	script->text[script->length++] = '\'';
	for (const char *c = value; *c; c++) {
		if (*c == '\\')
			die("backslash in value '%s'", value);
		if (*c == '\'')
			script->text[script->length++] = '\'';
		script->text[script->length++] = *c;
	}
	script->text[script->length++] = '\'';
	script->text[script->length] = '\0';
}

/* -------------------------------------------------------------- schema */

typedef struct {
	const char *name;
	ColumnKind kind;
	int not_null;
	int max_length; /* VARCHAR length on MySQL, checked for every value */
} Column;

typedef struct {
	const char *column, *referenced_table, *referenced_column;
} ForeignKey;

typedef struct RowWriter RowWriter;

typedef struct {
	const char *name;
	const Column *columns;
	int column_count;
	const char *primary_key[2]; /* second entry NULL unless composite */
	const ForeignKey *foreign_keys;
	int foreign_key_count;
	void (*write_rows)(RowWriter *writer, const DemoData *data);
} TableDef;

struct RowWriter {
	Script *script;
	const Dialect *dialect;
	const TableDef *table;
	int rows_in_statement;
	int column_index;
};

static void finish_statement(RowWriter *writer)
{
	if (writer->rows_in_statement > 0)
		script_printf(writer->script, ";\n");
	writer->rows_in_statement = 0;
}

static void begin_row(RowWriter *writer)
{
	const TableDef *table = writer->table;
	if (writer->rows_in_statement == 0) {
		script_printf(writer->script, "INSERT INTO ");
		script_identifier(writer->script, writer->dialect, table->name);
		script_printf(writer->script, " (");
		for (int i = 0; i < table->column_count; i++) {
			script_printf(writer->script, i ? ", " : "");
			script_identifier(writer->script, writer->dialect,
					  table->columns[i].name);
		}
		script_printf(writer->script, ") VALUES\n(");
	} else {
		script_printf(writer->script, ",\n(");
	}
	writer->column_index = 0;
}

static int references_itself(const TableDef *table)
{
	for (int i = 0; i < table->foreign_key_count; i++)
		if (strcmp(table->foreign_keys[i].referenced_table,
			   table->name) == 0)
			return 1;
	return 0;
}

static void end_row(RowWriter *writer)
{
	if (writer->column_index != writer->table->column_count)
		die("internal error: short row for %s", writer->table->name);
	script_printf(writer->script, ")");
	int most = writer->dialect->self_references_row_by_row &&
			   references_itself(writer->table)
		       ? 1
		       : ROWS_PER_INSERT;
	if (++writer->rows_in_statement == most)
		finish_statement(writer);
}

/* Moves to the next column and checks that the value fits its type. */
static const Column *next_column(RowWriter *writer, ColumnKind kind,
				 int is_null)
{
	const TableDef *table = writer->table;
	if (writer->column_index >= table->column_count)
		die("internal error: long row for %s", table->name);
	const Column *column = &table->columns[writer->column_index++];
	if (column->kind != kind || (is_null && column->not_null))
		die("internal error: bad value for %s.%s", table->name,
		    column->name);
	if (writer->column_index > 1)
		script_printf(writer->script, ", ");
	if (is_null)
		script_printf(writer->script, "NULL");
	return column;
}

static void put_integer(RowWriter *writer, long long value)
{
	next_column(writer, COL_INTEGER, 0);
	script_printf(writer->script, "%lld", value);
}

/* For ids and years where 0 stands for "not known". */
static void put_integer_or_null(RowWriter *writer, int value)
{
	if (next_column(writer, COL_INTEGER, value == 0) && value != 0)
		script_printf(writer->script, "%d", value);
}

static void put_text(RowWriter *writer, const char *value)
{
	const Column *column = next_column(writer, COL_TEXT, value == NULL);
	if (!value)
		return;
	if ((int)strlen(value) > column->max_length)
		die("value too long for %s: '%s'", column->name, value);
	script_string(writer->script, value);
}

/* Cents keep money exact: 199 is written 1.99 on every engine. */
static void put_money(RowWriter *writer, int cents)
{
	next_column(writer, COL_MONEY, 0);
	script_printf(writer->script, "%d.%02d", cents / 100, cents % 100);
}

static void put_boolean(RowWriter *writer, int value)
{
	next_column(writer, COL_BOOLEAN, 0);
	script_printf(writer->script, "%s",
		      value ? writer->dialect->true_literal
			    : writer->dialect->false_literal);
}

static void put_date(RowWriter *writer, Date date)
{
	char text[48];
	next_column(writer, COL_DATE, 0);
	snprintf(text, sizeof text, "%04d-%02d-%02d", date.year, date.month,
		 date.day);
	script_string(writer->script, text);
}

static void put_datetime(RowWriter *writer, Date date, int second_of_day)
{
	char text[64];
	next_column(writer, COL_DATETIME, 0);
	snprintf(text, sizeof text, "%04d-%02d-%02d %02d:%02d:%02d", date.year,
		 date.month, date.day, second_of_day / 3600,
		 second_of_day / 60 % 60, second_of_day % 60);
	script_string(writer->script, text);
}

/* ---------------------------------------------------------- table rows */

static void write_artists(RowWriter *writer, const DemoData *data)
{
	for (int i = 0; i < ARTIST_COUNT; i++) {
		begin_row(writer);
		put_integer(writer, i + 1);
		put_text(writer, data->artists[i].name);
		end_row(writer);
	}
}

static void write_albums(RowWriter *writer, const DemoData *data)
{
	for (int i = 0; i < ALBUM_COUNT; i++) {
		const Album *album = &data->albums[i];
		begin_row(writer);
		put_integer(writer, i + 1);
		put_text(writer, album->title);
		put_integer(writer, album->artist_id);
		put_integer_or_null(writer, album->release_year);
		end_row(writer);
	}
}

static void write_name_list(RowWriter *writer, const char *const *names,
			    int count)
{
	for (int i = 0; i < count; i++) {
		begin_row(writer);
		put_integer(writer, i + 1);
		put_text(writer, names[i]);
		end_row(writer);
	}
}

static void write_genres(RowWriter *writer, const DemoData *data)
{
	(void)data;
	write_name_list(writer, genre_names, COUNT(genre_names));
}

static void write_media_types(RowWriter *writer, const DemoData *data)
{
	(void)data;
	write_name_list(writer, media_type_names, COUNT(media_type_names));
}

static void write_tracks(RowWriter *writer, const DemoData *data)
{
	for (int i = 0; i < data->track_count; i++) {
		const Track *track = &data->tracks[i];
		begin_row(writer);
		put_integer(writer, i + 1);
		put_text(writer, track->name);
		put_integer_or_null(writer, track->album_id);
		put_integer(writer, track->media_type_id);
		put_integer_or_null(writer, track->genre_id);
		put_text(writer, track->composer[0] ? track->composer : NULL);
		put_integer(writer, track->milliseconds);
		put_integer(writer, track->bytes);
		put_money(writer, track->price_cents);
		put_boolean(writer, track->is_explicit);
		end_row(writer);
	}
}

static void write_playlists(RowWriter *writer, const DemoData *data)
{
	(void)data;
	for (int i = 0; i < COUNT(playlist_specs); i++) {
		begin_row(writer);
		put_integer(writer, i + 1);
		put_text(writer, playlist_specs[i].name);
		end_row(writer);
	}
}

static void write_playlist_track(RowWriter *writer, const DemoData *data)
{
	for (int i = 0; i < data->playlist_entry_count; i++) {
		begin_row(writer);
		put_integer(writer, data->playlist_entries[i].playlist_id);
		put_integer(writer, data->playlist_entries[i].track_id);
		end_row(writer);
	}
}

static void write_employees(RowWriter *writer, const DemoData *data)
{
	(void)data;
	for (int i = 0; i < COUNT(employees); i++) {
		const Employee *employee = &employees[i];
		begin_row(writer);
		put_integer(writer, i + 1);
		put_text(writer, employee->last_name);
		put_text(writer, employee->first_name);
		put_text(writer, employee->title);
		put_integer_or_null(writer, employee->reports_to);
		put_date(writer, employee->birth_date);
		put_date(writer, employee->hire_date);
		put_text(writer, employee->city);
		put_text(writer, employee->country);
		put_text(writer, employee->email);
		end_row(writer);
	}
}

static void write_customers(RowWriter *writer, const DemoData *data)
{
	for (int i = 0; i < CUSTOMER_COUNT; i++) {
		const Customer *customer = &data->customers[i];
		begin_row(writer);
		put_integer(writer, i + 1);
		put_text(writer, customer->first_name);
		put_text(writer, customer->last_name);
		put_text(writer, customer->company);
		put_text(writer, customer->place->city);
		put_text(writer, customer->place->state);
		put_text(writer, customer->place->country);
		put_text(writer, customer->email);
		put_integer_or_null(writer, customer->support_rep_id);
		end_row(writer);
	}
}

static void write_invoices(RowWriter *writer, const DemoData *data)
{
	const Date first_day = {2021, 1, 1};
	for (int i = 0; i < INVOICE_COUNT; i++) {
		const Invoice *invoice = &data->invoices[i];
		const Place *place =
		    data->customers[invoice->customer_id - 1].place;
		begin_row(writer);
		put_integer(writer, i + 1);
		put_integer(writer, invoice->customer_id);
		put_datetime(writer,
			     date_after_days(first_day, invoice->day_offset),
			     invoice->second_of_day);
		put_text(writer, place->city);
		put_text(writer, place->country);
		put_money(writer, invoice->total_cents);
		end_row(writer);
	}
}

static void write_invoice_items(RowWriter *writer, const DemoData *data)
{
	for (int i = 0; i < data->invoice_line_count; i++) {
		const InvoiceLine *line = &data->invoice_lines[i];
		begin_row(writer);
		put_integer(writer, i + 1);
		put_integer(writer, line->invoice_id);
		put_integer(writer, line->track_id);
		put_money(writer, line->price_cents);
		put_integer(writer, line->quantity);
		end_row(writer);
	}
}

/* --------------------------------------------------------- table list */

/* clang-format off */
static const Column artist_columns[] = {
	{"ArtistId", COL_INTEGER, 1, 0}, {"Name", COL_TEXT, 1, 160}};
static const Column album_columns[] = {
	{"AlbumId", COL_INTEGER, 1, 0}, {"Title", COL_TEXT, 1, 160},
	{"ArtistId", COL_INTEGER, 1, 0}, {"ReleaseYear", COL_INTEGER, 0, 0}};
static const Column genre_columns[] = {
	{"GenreId", COL_INTEGER, 1, 0}, {"Name", COL_TEXT, 1, 120}};
static const Column media_type_columns[] = {
	{"MediaTypeId", COL_INTEGER, 1, 0}, {"Name", COL_TEXT, 1, 120}};
static const Column track_columns[] = {
	{"TrackId", COL_INTEGER, 1, 0}, {"Name", COL_TEXT, 1, 200},
	{"AlbumId", COL_INTEGER, 0, 0}, {"MediaTypeId", COL_INTEGER, 1, 0},
	{"GenreId", COL_INTEGER, 0, 0}, {"Composer", COL_TEXT, 0, 220},
	{"Milliseconds", COL_INTEGER, 1, 0}, {"Bytes", COL_INTEGER, 1, 0},
	{"UnitPrice", COL_MONEY, 1, 0}, {"Explicit", COL_BOOLEAN, 1, 0}};
static const Column playlist_columns[] = {
	{"PlaylistId", COL_INTEGER, 1, 0}, {"Name", COL_TEXT, 1, 120}};
static const Column playlist_track_columns[] = {
	{"PlaylistId", COL_INTEGER, 1, 0}, {"TrackId", COL_INTEGER, 1, 0}};
static const Column employee_columns[] = {
	{"EmployeeId", COL_INTEGER, 1, 0}, {"LastName", COL_TEXT, 1, 80},
	{"FirstName", COL_TEXT, 1, 80}, {"Title", COL_TEXT, 0, 80},
	{"ReportsTo", COL_INTEGER, 0, 0}, {"BirthDate", COL_DATE, 0, 0},
	{"HireDate", COL_DATE, 0, 0}, {"City", COL_TEXT, 0, 80},
	{"Country", COL_TEXT, 0, 80}, {"Email", COL_TEXT, 0, 120}};
static const Column customer_columns[] = {
	{"CustomerId", COL_INTEGER, 1, 0}, {"FirstName", COL_TEXT, 1, 80},
	{"LastName", COL_TEXT, 1, 80}, {"Company", COL_TEXT, 0, 120},
	{"City", COL_TEXT, 0, 80}, {"State", COL_TEXT, 0, 40},
	{"Country", COL_TEXT, 1, 80}, {"Email", COL_TEXT, 1, 120},
	{"SupportRepId", COL_INTEGER, 0, 0}};
static const Column invoice_columns[] = {
	{"InvoiceId", COL_INTEGER, 1, 0}, {"CustomerId", COL_INTEGER, 1, 0},
	{"InvoiceDate", COL_DATETIME, 1, 0}, {"BillingCity", COL_TEXT, 0, 80},
	{"BillingCountry", COL_TEXT, 0, 80}, {"Total", COL_MONEY, 1, 0}};
static const Column invoice_item_columns[] = {
	{"InvoiceLineId", COL_INTEGER, 1, 0}, {"InvoiceId", COL_INTEGER, 1, 0},
	{"TrackId", COL_INTEGER, 1, 0}, {"UnitPrice", COL_MONEY, 1, 0},
	{"Quantity", COL_INTEGER, 1, 0}};

static const ForeignKey album_keys[] = {{"ArtistId", "artists", "ArtistId"}};
static const ForeignKey track_keys[] = {
	{"AlbumId", "albums", "AlbumId"},
	{"MediaTypeId", "media_types", "MediaTypeId"},
	{"GenreId", "genres", "GenreId"}};
static const ForeignKey playlist_track_keys[] = {
	{"PlaylistId", "playlists", "PlaylistId"},
	{"TrackId", "tracks", "TrackId"}};
static const ForeignKey employee_keys[] = {
	{"ReportsTo", "employees", "EmployeeId"}};
static const ForeignKey customer_keys[] = {
	{"SupportRepId", "employees", "EmployeeId"}};
static const ForeignKey invoice_keys[] = {
	{"CustomerId", "customers", "CustomerId"}};
static const ForeignKey invoice_item_keys[] = {
	{"InvoiceId", "invoices", "InvoiceId"},
	{"TrackId", "tracks", "TrackId"}};

#define COLUMNS(list) list, COUNT(list)
#define KEYS(list) list, COUNT(list)

/* In dependency order: every table comes after the tables it references. */
static const TableDef tables[] = {
	{"artists", COLUMNS(artist_columns), {"ArtistId", NULL},
	 NULL, 0, write_artists},
	{"albums", COLUMNS(album_columns), {"AlbumId", NULL},
	 KEYS(album_keys), write_albums},
	{"genres", COLUMNS(genre_columns), {"GenreId", NULL},
	 NULL, 0, write_genres},
	{"media_types", COLUMNS(media_type_columns), {"MediaTypeId", NULL},
	 NULL, 0, write_media_types},
	{"tracks", COLUMNS(track_columns), {"TrackId", NULL},
	 KEYS(track_keys), write_tracks},
	{"playlists", COLUMNS(playlist_columns), {"PlaylistId", NULL},
	 NULL, 0, write_playlists},
	{"playlist_track", COLUMNS(playlist_track_columns),
	 {"PlaylistId", "TrackId"}, KEYS(playlist_track_keys),
	 write_playlist_track},
	{"employees", COLUMNS(employee_columns), {"EmployeeId", NULL},
	 KEYS(employee_keys), write_employees},
	{"customers", COLUMNS(customer_columns), {"CustomerId", NULL},
	 KEYS(customer_keys), write_customers},
	{"invoices", COLUMNS(invoice_columns), {"InvoiceId", NULL},
	 KEYS(invoice_keys), write_invoices},
	{"invoice_items", COLUMNS(invoice_item_columns),
	 {"InvoiceLineId", NULL}, KEYS(invoice_item_keys),
	 write_invoice_items}};

/* clang-format on */

/* ---------------------------------------------------------- rendering */

static void write_column_type(Script *script, const Dialect *dialect,
			      const Column *column)
{
	const char *type = dialect->type_names[column->kind];
	if (type)
		script_printf(script, "%s", type);
	else
		script_printf(script, "VARCHAR(%d)", column->max_length);
}

static void write_create_table(Script *script, const Dialect *dialect,
			       const TableDef *table)
{
	script_printf(script, "CREATE TABLE ");
	script_identifier(script, dialect, table->name);
	script_printf(script, " (\n");
	for (int i = 0; i < table->column_count; i++) {
		const Column *column = &table->columns[i];
		script_printf(script, "  ");
		script_identifier(script, dialect, column->name);
		script_printf(script, " ");
		write_column_type(script, dialect, column);
		script_printf(script, "%s,\n",
			      column->not_null ? " NOT NULL" : "");
	}
	script_printf(script, "  PRIMARY KEY (");
	script_identifier(script, dialect, table->primary_key[0]);
	if (table->primary_key[1]) {
		script_printf(script, ", ");
		script_identifier(script, dialect, table->primary_key[1]);
	}
	script_printf(script, ")");
	for (int i = 0; i < table->foreign_key_count; i++) {
		const ForeignKey *key = &table->foreign_keys[i];
		script_printf(script, ",\n  FOREIGN KEY (");
		script_identifier(script, dialect, key->column);
		script_printf(script, ") REFERENCES ");
		script_identifier(script, dialect, key->referenced_table);
		script_printf(script, " (");
		script_identifier(script, dialect, key->referenced_column);
		script_printf(script, ")");
	}
	script_printf(script, "\n)%s;\n\n", dialect->table_options);
}

static void write_schema(Script *script, const Dialect *dialect)
{
	for (int i = COUNT(tables) - 1; i >= 0; i--) {
		script_printf(script, "DROP TABLE IF EXISTS ");
		script_identifier(script, dialect, tables[i].name);
		script_printf(script, ";\n");
	}
	script_printf(script, "\n");
	for (int i = 0; i < COUNT(tables); i++)
		write_create_table(script, dialect, &tables[i]);
}

static Script render_script(const Dialect *dialect, const DemoData *data)
{
	Script script = {NULL, 0, 0};
	script_printf(&script,
		      "-- plansql demo database: a small music store (%s)\n",
		      dialect->name);
	script_printf(&script, "%s", dialect->preamble);
	if (dialect->transactional_ddl)
		script_printf(&script, "%s", dialect->begin);
	write_schema(&script, dialect);
	if (!dialect->transactional_ddl)
		script_printf(&script, "%s", dialect->begin);
	for (int i = 0; i < COUNT(tables); i++) {
		RowWriter writer = {&script, dialect, &tables[i], 0, 0};
		tables[i].write_rows(&writer, data);
		finish_statement(&writer);
	}
	script_printf(&script, "COMMIT;\n");
	return script;
}

/* ------------------------------------------------------------- outputs */

static void write_to_stdout(const Script *script)
{
	if (fwrite(script->text, 1, script->length, stdout) != script->length ||
	    fflush(stdout) != 0)
		die("cannot write to standard output");
}

/* Leftover journal files of an older database must not be replayed. */
static void remove_database_files(const char *path)
{
	static const char *const suffixes[] = {"", "-journal", "-wal", "-shm"};
	for (int i = 0; i < COUNT(suffixes); i++) {
		size_t size = strlen(path) + strlen(suffixes[i]) + 1;
		char *name = malloc(size);
		if (!name)
			die("out of memory");
		snprintf(name, size, "%s%s", path, suffixes[i]);
		remove(name);
		free(name);
	}
}

static void write_sqlite_database(const char *path, const Script *script)
{
	sqlite3 *db = NULL;
	char *error = NULL;
	remove_database_files(path);
	if (sqlite3_open_v2(path, &db,
			    SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE,
			    NULL) != SQLITE_OK)
		die("cannot open %s: %s", path,
		    db ? sqlite3_errmsg(db) : "no memory");
	if (sqlite3_exec(db, script->text, NULL, NULL, &error) != SQLITE_OK) {
		fprintf(stderr, "plansql-demo-gen: %s: %s\n", path,
			error ? error : "unknown error");
		sqlite3_free(error);
		sqlite3_close(db);
		remove_database_files(path);
		exit(1);
	}
	if (sqlite3_close(db) != SQLITE_OK)
		die("cannot close %s", path);
}

static void print_usage(FILE *stream)
{
	fputs(
	    "Usage: plansql-demo-gen --dialect sqlite|postgres|mysql|duckdb\n"
	    "       plansql-demo-gen --sqlite PATH\n"
	    "       plansql-demo-gen --help\n"
	    "\n"
	    "Builds the plansql music-store demo database.  --dialect prints\n"
	    "a SQL script (schema and data) for that engine on standard\n"
	    "output; --sqlite creates or replaces the SQLite database PATH.\n"
	    "The output is the same on every run.\n",
	    stream);
}

int main(int argc, char **argv)
{
	if (argc == 2 && strcmp(argv[1], "--help") == 0) {
		print_usage(stdout);
		return 0;
	}
	int wants_script = argc == 3 && strcmp(argv[1], "--dialect") == 0;
	int wants_database = argc == 3 && strcmp(argv[1], "--sqlite") == 0;
	const Dialect *dialect = wants_database ? find_dialect("sqlite")
				 : wants_script ? find_dialect(argv[2])
						: NULL;
	if (wants_script && !dialect)
		fprintf(stderr, "plansql-demo-gen: unknown dialect '%s'\n",
			argv[2]);
	if (!dialect) {
		print_usage(stderr);
		return 2;
	}

	DemoData *data = build_demo_data();
	Script script = render_script(dialect, data);
	if (wants_script)
		write_to_stdout(&script);
	else
		write_sqlite_database(argv[2], &script);
	free(script.text);
	free(data);
	return 0;
}
