#ifndef CFUZZDRIVER_H
#define CFUZZDRIVER_H
#include <stddef.h>
#include <stdint.h>

/// libFuzzer's entry point for programs that have their own main (SwiftPM renames an executable's
/// main to <Module>_main and links `main` to it, so libFuzzer's own main is never used).
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
