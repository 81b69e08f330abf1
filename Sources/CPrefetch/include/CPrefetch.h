#ifndef CPREFETCH_H
#define CPREFETCH_H
// A cache prefetch hint for PlaygroundCore's bulk hash-table work. Swift has no spelling for it:
// a Swift load that feeds a sink blocks retirement until its line arrives, so a look-ahead over
// many lines fills the reorder buffer; a prefetch retires at once and never faults (any address).
static inline __attribute__((always_inline)) void lps_prefetch(const void *_Nullable address) {
    __builtin_prefetch(address, 0, 3);
}
#endif
