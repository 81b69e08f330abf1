// The header's function is inline; SwiftPM builds a C target from at least one source file.
#include "CPrefetch.h"
