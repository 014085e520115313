import { register } from 'node:module';
register('./grammars-hook.mjs', import.meta.url);
