// Lets Node load dt-sql-parser, whose ES modules import directories and
// files without their ".js" (which bundlers accept and Node does not).
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export async function resolve(specifier, context, next) {
	try {
		return await next(specifier, context);
	} catch (error) {
		if (!context.parentURL || !specifier.startsWith('.'))
			throw error;
		const url = new URL(specifier, context.parentURL);
		const path = fileURLToPath(url);
		if (existsSync(path) && statSync(path).isDirectory())
			return next(new URL('index.js', url.href + '/').href, context);
		if (existsSync(path + '.js'))
			return next(url.href + '.js', context);
		throw error;
	}
}
