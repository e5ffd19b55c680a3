#include "AllocationCounter.h"

#include <errno.h>
#include <stddef.h>

// glibc only: its allocator's own entry points (__libc_*) are what these forward to. Elsewhere
// (macOS: a two-level namespace, so a malloc defined here would not replace libSystem's for
// the Swift runtime) nothing is counted.
#if defined(__GLIBC__)

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

// Thread-local, initial-exec: reading them never allocates.
static __thread int counting;
static __thread long allocations;

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

void allocation_counter_start(void) {}
long allocation_counter_stop(void) { return 0; }

#endif
