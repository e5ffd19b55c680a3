#include "AllocationCounter.h"

#include <errno.h>
#include <stddef.h>

// Sanitizer builds leave malloc alone: ThreadSanitizer and AddressSanitizer define malloc
// themselves, and a definition here runs before their interceptors are set up (TSan crashed
// in it while the test bundle listed its tests). SwiftPM compiles C targets with the same
// -fsanitize flag it was given; scripts/tsan.sh and scripts/asan.sh also pass
// -Xcc -DBRICKYARD_NO_ALLOCATION_COUNTER, so either one is enough.
#if !defined(BRICKYARD_NO_ALLOCATION_COUNTER) && defined(__has_feature)
#if __has_feature(thread_sanitizer) || __has_feature(address_sanitizer)
#define BRICKYARD_NO_ALLOCATION_COUNTER 1
#endif
#endif
#if !defined(BRICKYARD_NO_ALLOCATION_COUNTER) && \
    (defined(__SANITIZE_THREAD__) || defined(__SANITIZE_ADDRESS__))
#define BRICKYARD_NO_ALLOCATION_COUNTER 1
#endif

// glibc only: its allocator's own entry points (__libc_*) are what these forward to. Elsewhere
// (macOS: a two-level namespace, so a malloc defined here would not replace libSystem's for
// the Swift runtime) nothing is counted.
#if defined(__GLIBC__) && !defined(BRICKYARD_NO_ALLOCATION_COUNTER)

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

// Thread-local, initial-exec: reading them never allocates.
static __thread int counting;
static __thread long allocations;

int allocation_counter_available(void) { return 1; }

void allocation_counter_start(void) {
  allocations = 0;
  counting = 1;
}

long allocation_counter_stop(void) {
  counting = 0;
  return allocations;
}

void *malloc(size_t size) {
  if (counting) allocations++;
  return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
  if (counting) allocations++;
  return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
  if (counting) allocations++;
  return __libc_realloc(pointer, size);
}

int posix_memalign(void **out, size_t alignment, size_t size) {
  if (counting) allocations++;
  void *p = __libc_memalign(alignment, size);
  if (p == NULL) return ENOMEM;
  *out = p;
  return 0;
}

void *aligned_alloc(size_t alignment, size_t size) {
  if (counting) allocations++;
  return __libc_memalign(alignment, size);
}

#else

int allocation_counter_available(void) { return 0; }
void allocation_counter_start(void) {}
long allocation_counter_stop(void) { return 0; }

#endif
