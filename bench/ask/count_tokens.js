// Reads a JSON array of texts on standard input and prints a JSON array
// of their token counts under OpenAI's o200k_base BPE (gpt-tokenizer),
// the encoding of GPT-4o and later.
const { encode } = require('gpt-tokenizer/encoding/o200k_base');
let input = '';
process.stdin.on('data', (chunk) => { input += chunk; });
process.stdin.on('end', () => {
  const counts = JSON.parse(input).map((text) => encode(text).length);
  process.stdout.write(JSON.stringify(counts) + '\n');
});
