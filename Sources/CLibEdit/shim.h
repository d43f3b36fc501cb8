// libedit's setters are C variadic functions, which Swift cannot call; these fixed-argument
// wrappers are all `tt-debug open` needs. The terminal size query (ioctl, also variadic) lives here
// for the same reason.
#include <histedit.h>
#include <locale.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

static inline char *ttd_prompt(EditLine *editor) {
  (void)editor;
  return (char *)"> ";
}

/// An emacs-keys editor on stdin/stdout with the `> ` prompt, leaving signals to the caller.
static inline EditLine *ttd_editor_open(const char *program) {
  // libedit reads multibyte text in the locale's character type: take the user's, and UTF-8 when
  // that is the plain C locale, so `find ★` or an accented name can be typed (else it drops them).
  const char *ctype = setlocale(LC_CTYPE, "");
  if (ctype == NULL || strcmp(ctype, "C") == 0 || strcmp(ctype, "POSIX") == 0) {
    if (setlocale(LC_CTYPE, "C.UTF-8") == NULL) setlocale(LC_CTYPE, "C.utf8");
  }
  EditLine *editor = el_init(program, stdin, stdout, stderr);
  if (editor == NULL) return NULL;
  el_set(editor, EL_EDITOR, "emacs");
  el_set(editor, EL_SIGNAL, 0);
  el_set(editor, EL_PROMPT, ttd_prompt);
  return editor;
}

/// Ctrl-C: ends the line and marks it cancelled in the `int` the editor's client data points at.
static inline unsigned char ttd_cancel_line(EditLine *editor, int key) {
  (void)key;
  int *cancelled = NULL;
  if (el_get(editor, EL_CLIENTDATA, &cancelled) == 0 && cancelled != NULL) *cancelled = 1;
  return CC_NEWLINE;
}

/// Ctrl-C cancels the line instead of ending the program: the terminal sends it as a key
/// (`-isig` while editing) bound to `ttd_cancel_line`, which sets `*cancelled`.
static inline void ttd_editor_cancel_with_ctrl_c(EditLine *editor, int *cancelled) {
  el_set(editor, EL_CLIENTDATA, cancelled);
  el_set(editor, EL_SETTY, "-d", "-isig", NULL);
  el_set(editor, EL_ADDFN, "ttd-cancel", "Cancel the line", ttd_cancel_line);
  el_set(editor, EL_BIND, "^C", "ttd-cancel", NULL);
}

/// Binds Tab to `complete`.
static inline void ttd_editor_complete_with(
  EditLine *editor, unsigned char (*complete)(EditLine *, int)) {
  el_set(editor, EL_ADDFN, "ttd-complete", "Complete a command", complete);
  el_set(editor, EL_BIND, "^I", "ttd-complete", NULL);
}

/// Up and Down walk `history`.
static inline void ttd_editor_use_history(EditLine *editor, History *history_) {
  el_set(editor, EL_HIST, history, history_);
}

/// A history of at most `size` lines, without consecutive duplicates.
static inline History *ttd_history_open(int size) {
  History *history_ = history_init();
  if (history_ == NULL) return NULL;
  HistEvent event;
  history(history_, &event, H_SETSIZE, size);
  history(history_, &event, H_SETUNIQUE, 1);
  return history_;
}

static inline int ttd_history_load(History *history_, const char *path) {
  HistEvent event;
  return history(history_, &event, H_LOAD, path);
}

static inline int ttd_history_save(History *history_, const char *path) {
  HistEvent event;
  return history(history_, &event, H_SAVE, path);
}

static inline void ttd_history_enter(History *history_, const char *line) {
  HistEvent event;
  history(history_, &event, H_ENTER, line);
}

/// The width of the terminal on `fd`, or 0 when it is not a terminal.
static inline int ttd_terminal_columns(int fd) {
  struct winsize size;
  if (ioctl(fd, TIOCGWINSZ, &size) != 0) return 0;
  return size.ws_col;
}

/// The height of the terminal on `fd`, or 0 when it is not a terminal.
static inline int ttd_terminal_rows(int fd) {
  struct winsize size;
  if (ioctl(fd, TIOCGWINSZ, &size) != 0) return 0;
  return size.ws_row;
}

/// `open --follow`'s prompt: Ctrl-] redraws the prompt and the typed text (the reader returns it
/// after printing new records above the line).
static inline unsigned char ttd_refresh_line(EditLine *editor, int key) {
  (void)editor;
  (void)key;
  return CC_REDISPLAY;
}

/// Reads keys with `read` (which may print between keys) and binds Ctrl-] to redraw the line.
static inline void ttd_editor_read_with(EditLine *editor, int (*read)(EditLine *, wchar_t *)) {
  el_set(editor, EL_GETCFN, read);
  el_set(editor, EL_ADDFN, "ttd-refresh", "Redraw the line", ttd_refresh_line);
  el_set(editor, EL_BIND, "^]", "ttd-refresh", NULL);
}
