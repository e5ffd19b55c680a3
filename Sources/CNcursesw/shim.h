#ifndef BRICKYARD_CNCURSESW_SHIM_H
#define BRICKYARD_CNCURSESW_SHIM_H
#define NCURSES_WIDECHAR 1
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#include <ncursesw/curses.h>
#include <langinfo.h>
#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>

/* Swift 6 rejects the mutable C global `stdscr` and cannot import function-like macros;
   these accessors expose what the TUI needs. */
static inline WINDOW *cn_stdscr(void) { return stdscr; }
static inline int cn_lines(void) { return LINES; }
static inline int cn_cols(void) { return COLS; }
static inline int cn_color_pair(int n) { return (int)COLOR_PAIR(n); }
static inline int cn_colors(void) { return COLORS; }
static inline int cn_color_pairs(void) { return COLOR_PAIRS; }

/* The C streams, which Swift 6 also sees as unsafe mutable globals. */
static inline FILE *cn_stdin(void) { return stdin; }
static inline FILE *cn_stdout(void) { return stdout; }

/* Attributes (NCURSES_BITS is a function-like macro). */
static inline attr_t cn_a_normal(void) { return WA_NORMAL; }
static inline attr_t cn_a_bold(void) { return WA_BOLD; }
static inline attr_t cn_a_dim(void) { return WA_DIM; }
static inline attr_t cn_a_reverse(void) { return WA_REVERSE; }
static inline attr_t cn_a_underline(void) { return WA_UNDERLINE; }

/* Mouse masks (NCURSES_MOUSE_MASK is a function-like macro). */
static inline mmask_t cn_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t cn_button1_released(void) { return BUTTON1_RELEASED; }
static inline mmask_t cn_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t cn_button4_pressed(void) { return BUTTON4_PRESSED; }
static inline mmask_t cn_button5_pressed(void) { return BUTTON5_PRESSED; }

/* Whether the current LC_CTYPE (after setlocale) encodes text as UTF-8. */
static inline int cn_codeset_is_utf8(void) {
  const char *codeset = nl_langinfo(CODESET);
  return codeset != NULL && (strcmp(codeset, "UTF-8") == 0 || strcmp(codeset, "utf8") == 0);
}

/* Whether the terminal can move the cursor to any cell (the `cup` capability). */
static inline int cn_has_cursor_addressing(void) {
  char *cup = tigetstr("cup");
  return cup != NULL && cup != (char *)-1;
}

/* Signals. The handler only stores the signal number in a lock-free atomic, which is
   async-signal-safe; the TUI's input loop polls it with cn_take_pending_signal. The variable
   is static in this header, so only one Swift module (BrickTUI) may call these. */
static int cn_pending_signal_value = 0;
static void cn_on_signal(int sig) { __atomic_store_n(&cn_pending_signal_value, sig, __ATOMIC_SEQ_CST); }
static inline int cn_take_pending_signal(void) {
  return __atomic_exchange_n(&cn_pending_signal_value, 0, __ATOMIC_SEQ_CST);
}
/* Installs the flag-setting handler for `sig` (no SA_RESTART, so blocking reads wake up),
   saving the previous disposition in `previous`. Returns 0 on success. */
static inline int cn_install_signal_flag(int sig, struct sigaction *previous) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = cn_on_signal;
  sigemptyset(&action.sa_mask);
  action.sa_flags = 0;
  return sigaction(sig, &action, previous);
}
static inline int cn_restore_signal(int sig, const struct sigaction *previous) {
  return sigaction(sig, previous, NULL);
}
#endif
