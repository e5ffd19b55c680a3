#ifndef BRICKYARD_CNCURSESW_SHIM_H
#define BRICKYARD_CNCURSESW_SHIM_H
#define NCURSES_WIDECHAR 1
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#if defined(__APPLE__)
/* macOS has no <ncursesw/curses.h>: its SDK's <curses.h> (ncurses 5.7, one library for narrow
   and wide) declares the wide functions (wget_wch, setcchar, mvwadd_wch) when
   _XOPEN_SOURCE_EXTENDED is defined before it, as above. Homebrew's ncurses, when pkg-config
   finds its ncursesw.pc, puts its own include folder first, and this line includes that. */
#include <curses.h>
#else
#include <ncursesw/curses.h>
#endif
#include <langinfo.h>
#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

/* Swift 6 rejects the mutable C global `stdscr` and cannot import function-like macros;
   these accessors expose what the TUI needs. */
static inline WINDOW *cn_stdscr(void) { return stdscr; }
static inline int cn_lines(void) { return LINES; }
static inline int cn_cols(void) { return COLS; }
static inline int cn_color_pair(int n) { return (int)COLOR_PAIR(n); }
static inline int cn_colors(void) { return COLORS; }
/* ncurses before 6 keeps a pair number in 8 bits of attr_t (no extended colours): pairs above
   255 would be taken modulo 256, so they are not offered. */
static inline int cn_color_pairs(void) {
#if defined(NCURSES_EXT_COLORS) && NCURSES_EXT_COLORS
  return COLOR_PAIRS;
#else
  return COLOR_PAIRS < 256 ? COLOR_PAIRS : 256;
#endif
}
/* init_extended_pair came with ncurses 6.1 (Debian's 6.4 has it; macOS's 5.7 has not). */
static inline int cn_init_pair(int pair, int foreground, int background) {
#if defined(NCURSES_VERSION_MAJOR) && \
  (NCURSES_VERSION_MAJOR > 6 || (NCURSES_VERSION_MAJOR == 6 && NCURSES_VERSION_MINOR >= 1))
  return init_extended_pair(pair, foreground, background);
#else
  if (pair < 0 || pair > 32767 || foreground > 32767 || background > 32767) return ERR;
  return init_pair((short)pair, (short)foreground, (short)background);
#endif
}

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
/* Mouse version 1 (the ABI 5 ncurses of macOS's SDK) has no fifth button: its lib_mouse.c
   reports the wheel turned down as button 2 pressed. */
static inline mmask_t cn_button5_pressed(void) {
#ifdef BUTTON5_PRESSED
  return BUTTON5_PRESSED;
#else
  return BUTTON2_PRESSED;
#endif
}

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

/* Crash safety net. Swift traps (precondition failures, force unwraps) cannot be caught, and
   never reach atexit; so while the screen is open, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE
   and SIGSEGV first put the terminal back (saved termios, then sgr0, cnorm, rmkx, mouse off,
   rmcup, written with write(2): all async-signal-safe), then go to the previous handler
   (Swift's backtracer, or the default) with the signal re-raised. */
struct cn_crash_state {
  struct termios termios;
  int termios_valid;
  char reset[512];
  size_t reset_length;
  struct sigaction previous[NSIG];
};
/* The state lives in a function so that the header defines no global variables. */
static inline struct cn_crash_state *cn_crash(void) {
  static struct cn_crash_state state;
  return &state;
}
static const int cn_crash_signals[] = {SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV};
#define CN_CRASH_SIGNAL_COUNT ((int)(sizeof cn_crash_signals / sizeof cn_crash_signals[0]))

static void cn_on_crash(int sig) {
  struct cn_crash_state *state = cn_crash();
  if (state->termios_valid) (void)tcsetattr(STDIN_FILENO, TCSANOW, &state->termios);
  if (state->reset_length > 0) (void)!write(STDOUT_FILENO, state->reset, state->reset_length);
  if (sig > 0 && sig < NSIG) (void)sigaction(sig, &state->previous[sig], NULL);
  (void)raise(sig);
}

/* Saves the terminal modes; call before newterm. */
static inline void cn_crash_save_modes(void) {
  cn_crash()->termios_valid = tcgetattr(STDIN_FILENO, &cn_crash()->termios) == 0;
}

static inline void cn_crash_append_text(const char *text) {
  struct cn_crash_state *state = cn_crash();
  size_t length = strlen(text);
  if (state->reset_length + length >= sizeof state->reset) return;
  memcpy(state->reset + state->reset_length, text, length);
  state->reset_length += length;
}
static inline void cn_crash_append(const char *capability) {
  const char *text = tigetstr(capability);
  if (text != NULL && text != (char *)-1) cn_crash_append_text(text);
}

/* Builds the reset sequence from terminfo and installs the handlers; call after newterm. */
static inline void cn_crash_install(void) {
  struct cn_crash_state *state = cn_crash();
  state->reset_length = 0;
  cn_crash_append("sgr0");
  cn_crash_append("cnorm");
  cn_crash_append("rmkx");
  const char *mouse = tigetstr("kmous");
  if (mouse != NULL && mouse != (char *)-1 && strncmp(mouse, "\033[", 2) == 0) {
    cn_crash_append_text("\033[?1006l\033[?1000l");
  }
  cn_crash_append("rmcup");
  for (int i = 0; i < CN_CRASH_SIGNAL_COUNT; i++) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = cn_on_crash;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;
    (void)sigaction(cn_crash_signals[i], &action, &state->previous[cn_crash_signals[i]]);
  }
}

/* Puts the previous handlers back; call before endwin. */
static inline void cn_crash_remove(void) {
  struct cn_crash_state *state = cn_crash();
  for (int i = 0; i < CN_CRASH_SIGNAL_COUNT; i++) {
    (void)sigaction(cn_crash_signals[i], &state->previous[cn_crash_signals[i]], NULL);
  }
  state->reset_length = 0;
}
#endif
