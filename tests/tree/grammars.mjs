// Checks SQL against the grammars of engines that do not run here:
//   node --import ./grammars-register.mjs grammars.mjs NPM_DIR < CASES
// CASES is JSON lines {"dialect", "name", "sql", "valid"}: each
// statement is parsed by the engine's own ANTLR grammar (dt-sql-parser:
// Trino, Spark SQL) or by a parser that knows the engine's SQL
// (node-sql-parser: Snowflake, BigQuery), and must parse when valid is true, must
// not when false (the controls that show the check can fail, and the
// cases the parser is known not to read).  Prints one line a failure
// and a count per dialect; exits 1 when any case fails.
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const npmDir = process.argv[2];
const entry = join(npmDir, 'node_modules/dt-sql-parser/dist/index.js');
const { TrinoSQL, SparkSQL } = await import(pathToFileURL(entry).href);
// node-sql-parser throws where dt-sql-parser lists errors
async function pegValidator(database) {
	const build = join(npmDir, `node_modules/node-sql-parser/build/${database}.js`);
	const { Parser } = (await import(pathToFileURL(build).href)).default;
	const parser = new Parser();
	return {
		validate(sql) {
			try {
				parser.astify(sql, { database });
				return [];
			} catch (e) {
				const at = e.location ? e.location.start : {};
				return [{ message: e.message.slice(0, 200),
					  startLine: at.line, startColumn: at.column }];
			}
		}
	};
}
const parsers = { trino: new TrinoSQL(), spark: new SparkSQL(),
		  snowflake: await pegValidator('snowflake'),
		  bigquery: await pegValidator('bigquery') };

const counts = {};
let failures = 0;
const lines = createInterface({ input: process.stdin });
for await (const line of lines) {
	if (!line.trim())
		continue;
	const c = JSON.parse(line);
	const parser = parsers[c.dialect];
	if (!parser)
		throw new Error(`no grammar for ${c.dialect}`);
	const errors = parser.validate(c.sql);
	const parsed = errors.length === 0;
	counts[c.dialect] ??= { parsed: 0, refused: 0 };
	counts[c.dialect][parsed ? 'parsed' : 'refused']++;
	if (parsed !== c.valid) {
		failures++;
		const why = parsed ? 'parses, but must not'
			: `${errors[0].message} (line ${errors[0].startLine}, column ${errors[0].startColumn})`;
		console.log(`grammars: ${c.dialect} ${c.name}: ${why}\n${c.sql}`);
	}
}
for (const [dialect, n] of Object.entries(counts))
	console.log(`grammars: ${dialect}: ${n.parsed} statements parsed, ${n.refused} refused`);
process.exit(failures ? 1 : 0);
