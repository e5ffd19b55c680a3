#ifndef BRICKYARD_CNCURSESW_SHIM_H
#define BRICKYARD_CNCURSESW_SHIM_H
#define NCURSES_WIDECHAR 1
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#include <ncursesw/curses.h>
#include <locale.h>

/* Swift 6 rejects the mutable C global `stdscr` and cannot import function-like macros;
   these accessors expose what the TUI needs. */
static inline WINDOW *cn_stdscr(void) { return stdscr; }
static inline int cn_lines(void) { return LINES; }
static inline int cn_cols(void) { return COLS; }
static inline int cn_color_pair(int n) { return (int)COLOR_PAIR(n); }
static inline int cn_colors(void) { return COLORS; }
static inline int cn_color_pairs(void) { return COLOR_PAIRS; }
#endif
