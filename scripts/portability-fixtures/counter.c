/* A fixture for scripts/portability.sh --self-test (not compiled). */
#include <stddef.h>

#if defined(__GLIBC__)
extern void *__libc_malloc(size_t size);
#else
extern void *__libc_calloc(size_t count, size_t size); /* expect: __libc_* */
#endif

#ifdef __linux__
#ifdef COUNTING
void *counted(size_t size) { return __libc_malloc(size); }
#endif
#endif

#ifndef __linux__
int nothing(void) { return 0; }
#else
int epoll_fd(void) { return epoll_create1(0); }
#endif

void *plain(size_t size) { return __libc_malloc(size); } /* expect: __libc_* */
