/* Runs a fuzz target on files, without libFuzzer: the test suite replays
 * the seed corpora and every input a fuzzer once broke plansql with
 * (fuzz/regressions) through each target, in every build. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int replay(const char *path)
{
	FILE *f = fopen(path, "rb");
	if (!f) {
		perror(path);
		return 1;
	}
	size_t cap = 1 << 16, len = 0, got;
	uint8_t *data = malloc(cap);
	while (data && (got = fread(data + len, 1, cap - len, f)) > 0) {
		len += got;
		if (len == cap)
			data = realloc(data, cap *= 2);
	}
	fclose(f);
	if (!data)
		return 1;
	LLVMFuzzerTestOneInput(data, len);
	free(data);
	return 0;
}

int main(int argc, char **argv)
{
	int failed = 0;
	for (int i = 1; i < argc; i++)
		failed |= replay(argv[i]);
	printf("replayed %d inputs\n", argc - 1);
	return failed;
}
