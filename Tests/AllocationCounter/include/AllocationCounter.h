// Counts heap allocations made by the calling thread, for tests that pin "no allocation per
// repetition". malloc, calloc, realloc, posix_memalign and aligned_alloc are defined here and
// forward to glibc's own (__libc_*); a symbol defined in the test executable takes precedence
// over libc's for the whole process, so no preloaded library is needed.
//
// Sanitizer builds (scripts/tsan.sh, scripts/asan.sh) leave malloc to the sanitizer, and
// systems without glibc to their own: there allocation_counter_available() returns 0, nothing
// is counted, and the tests that count skip.
#ifndef ALLOCATION_COUNTER_H
#define ALLOCATION_COUNTER_H

/// 1 where allocations are counted; 0 in sanitizer builds and without glibc.
int allocation_counter_available(void);
/// Starts counting this thread's allocations from zero.
void allocation_counter_start(void);
/// Stops counting and returns the allocations this thread made since the start.
long allocation_counter_stop(void);

#endif
