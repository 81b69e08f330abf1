#ifndef CLIBEDIT_SHIM_H
#define CLIBEDIT_SHIM_H
// The native libedit API (not the readline-compat header), plus small wrappers for what Swift
// cannot call or see: C variadics (el_set, el_get, history), the stdio globals and sigaction.
#include <histedit.h>
#include <stdio.h>
#include <signal.h>
#include <string.h>
#include <poll.h>
#include <unistd.h>
#include <locale.h>
#include <langinfo.h>
#include <pthread.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

typedef char *(*lps_prompt_fn)(EditLine *);
typedef unsigned char (*lps_key_fn)(EditLine *, int);
typedef void (*lps_signal_fn)(int);

// MARK: stdio globals (Swift 6 rejects them as not concurrency-safe)

static inline FILE *lps_stdin(void) { return stdin; }
static inline FILE *lps_stdout(void) { return stdout; }
static inline FILE *lps_stderr(void) { return stderr; }

// MARK: el_set / el_get

static inline int lps_el_set_prompt(EditLine *el, lps_prompt_fn fn) {
    return el_set(el, EL_PROMPT, fn);
}
static inline int lps_el_set_editor(EditLine *el, const char *mode) {
    return el_set(el, EL_EDITOR, mode);
}
static inline int lps_el_set_signal(EditLine *el, int on) {
    return el_set(el, EL_SIGNAL, on);
}
static inline int lps_el_set_clientdata(EditLine *el, void *data) {
    return el_set(el, EL_CLIENTDATA, data);
}
static inline void *lps_el_get_clientdata(EditLine *el) {
    void *data = NULL;
    if (el_get(el, EL_CLIENTDATA, &data) != 0) return NULL;
    return data;
}
static inline int lps_el_addfn(EditLine *el, const char *name, const char *help, lps_key_fn fn) {
    return el_set(el, EL_ADDFN, name, help, fn);
}
static inline int lps_el_bind(EditLine *el, const char *key, const char *fn_name) {
    return el_set(el, EL_BIND, key, fn_name, NULL);
}
/// Binds in the alternate keymap too (vi command mode).
static inline int lps_el_bind_alternate(EditLine *el, const char *key, const char *fn_name) {
    return el_set(el, EL_BIND, "-a", key, fn_name, NULL);
}
/// `setty -d -isig`: in edit mode ^C arrives as a key instead of raising SIGINT.
static inline int lps_el_setty_noisig(EditLine *el) {
    return el_set(el, EL_SETTY, "-d", "-isig", NULL);
}
static inline int lps_el_prep_term(EditLine *el, int on) {
    return el_set(el, EL_PREP_TERM, on);
}
static inline int lps_el_set_hist(EditLine *el, History *h) {
    return el_set(el, EL_HIST, history, h);
}
/// Redraws the prompt and line from scratch at the cursor (the screen is taken as blank there).
static inline int lps_el_refresh(EditLine *el) {
    return el_set(el, EL_REFRESH);
}
/// The terminal's width in columns as libedit knows it (0 when unknown).
static inline int lps_el_columns(EditLine *el) {
    int cols = 0;
    if (el_get(el, EL_GETTC, "co", &cols, NULL) != 0) return 0;
    return cols;
}

// MARK: history

static inline int lps_history_setsize(History *h, int size) {
    HistEvent ev;
    return history(h, &ev, H_SETSIZE, size);
}
static inline int lps_history_setunique(History *h, int on) {
    HistEvent ev;
    return history(h, &ev, H_SETUNIQUE, on);
}
static inline int lps_history_enter(History *h, const char *line) {
    HistEvent ev;
    return history(h, &ev, H_ENTER, line);
}
static inline int lps_history_load(History *h, const char *path) {
    HistEvent ev;
    return history(h, &ev, H_LOAD, path);
}
static inline int lps_history_save(History *h, const char *path) {
    HistEvent ev;
    return history(h, &ev, H_SAVE, path);
}
/// Saves the history into the open file `fd` (made by the caller with O_CREAT|O_EXCL|O_NOFOLLOW, so
/// no planted link is followed); closes `fd`. -1 on failure.
static inline int lps_history_save_fd(History *h, int fd, const char *path) {
#ifdef H_SAVE_FP
    FILE *fp = fdopen(fd, "w");
    if (fp == NULL) { close(fd); return -1; }
    HistEvent ev;
    int saved = history(h, &ev, H_SAVE_FP, fp);
    if (fclose(fp) != 0) return -1;
    return saved;
#else
    // An older libedit writes by path only: the file at `path` is the one just made exclusively.
    close(fd);
    HistEvent ev;
    return history(h, &ev, H_SAVE, path);
#endif
}

/// Columns a character takes on the terminal (glibc declares wcwidth only for X/Open).
extern int wcwidth(wchar_t c);
static inline int lps_wcwidth(unsigned int c) { return wcwidth((wchar_t)c); }

// MARK: signals and terminal input

/// Installs `fn` for `sig` without SA_RESTART, so a blocking read returns EINTR.
static inline int lps_install_signal_handler(int sig, lps_signal_fn fn) {
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = fn;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = 0;
    return sigaction(sig, &sa, NULL);
}

// MARK: worker threads

/// Gives memory the allocator holds free back to the system (glibc keeps what a worker thread's
/// arena freed; elsewhere nothing to do). Called after an abandoned command's values are freed.
static inline void lps_release_free_memory(void) {
#if defined(__GLIBC__)
    malloc_trim(0);
#endif
}

typedef void *(*lps_thread_fn)(void *);

/// Starts a detached thread running `fn(arg)` with a `stack_bytes` stack. The thread blocks the
/// interactive signals first (SIGINT, SIGTERM, SIGHUP, SIGWINCH, SIGCONT, SIGTSTP) so they are
/// always delivered to the main thread, which reads the terminal. Returns 0 on success.
static inline int lps_spawn_detached(lps_thread_fn fn, void *arg, size_t stack_bytes) {
    sigset_t blocked, previous;
    sigemptyset(&blocked);
    sigaddset(&blocked, SIGINT);
    sigaddset(&blocked, SIGTERM);
    sigaddset(&blocked, SIGHUP);
    sigaddset(&blocked, SIGWINCH);
    sigaddset(&blocked, SIGCONT);
    sigaddset(&blocked, SIGTSTP);
    // A new thread inherits the creating thread's mask: block around the create, then restore.
    pthread_sigmask(SIG_BLOCK, &blocked, &previous);
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    pthread_attr_setstacksize(&attr, stack_bytes);
    pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
    pthread_t thread;
    int status = pthread_create(&thread, &attr, fn, arg);
    pthread_attr_destroy(&attr);
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
    return status;
}

/// Installs `fn` for `sig` with SA_RESTART (interrupted system calls resume).
static inline int lps_install_restarting_signal_handler(int sig, lps_signal_fn fn) {
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = fn;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = SA_RESTART;
    return sigaction(sig, &sa, NULL);
}

/// True when more input is already waiting on `fd` (pasted text rather than typed keys).
static inline int lps_input_pending(int fd) {
    struct pollfd p;
    p.fd = fd;
    p.events = POLLIN;
    p.revents = 0;
    return poll(&p, 1, 0) > 0 && (p.revents & POLLIN);
}

/// setlocale(LC_CTYPE, "") and, when that is not UTF-8, C.UTF-8: input is decoded as UTF-8.
static inline void lps_setup_locale(void) {
    setlocale(LC_CTYPE, "");
    const char *codeset = nl_langinfo(CODESET);
    if (codeset == NULL || (strcmp(codeset, "UTF-8") != 0 && strcmp(codeset, "utf8") != 0)) {
        if (setlocale(LC_CTYPE, "C.UTF-8") == NULL) setlocale(LC_CTYPE, "en_US.UTF-8");
    }
}

#endif
