//! Signals for the interactive front ends: Ctrl-C interrupts the input
//! being evaluated (the evaluator polls [`requested`] and fails the input
//! with "Interrupted"), and a signal that ends the program (SIGTERM,
//! SIGHUP, SIGQUIT, SIGABRT, or SIGINT while nothing is evaluated) first
//! puts the terminal back as it found it: the saved terminal modes, and,
//! while the explorer runs, the main screen, the cursor and no mouse
//! capture. The handlers use only async-signal-safe calls (`write`,
//! `tcsetattr`, `signal`, `raise`).

use std::sync::atomic::{AtomicBool, AtomicI32, Ordering};

static INTERRUPTED: AtomicBool = AtomicBool::new(false);
/// Whether an input is being evaluated (SIGINT then interrupts it).
static EVALUATING: AtomicBool = AtomicBool::new(false);
/// Whether the explorer owns the screen.
static EXPLORER: AtomicBool = AtomicBool::new(false);
/// The terminal's file descriptor, or -1.
static TTY: AtomicI32 = AtomicI32::new(-1);
static mut SAVED: Option<libc::termios> = None;

/// Leaves the alternate screen, shows the cursor, stops mouse capture.
const EXPLORER_RESET: &[u8] =
    b"\x1b[?1000l\x1b[?1002l\x1b[?1003l\x1b[?1006l\x1b[?1015l\x1b[?25h\x1b[?1049l";

/// Whether Ctrl-C asked to stop the running input.
pub fn requested() -> bool {
    INTERRUPTED.load(Ordering::Relaxed)
}

/// Asks the running input to stop (what SIGINT does while evaluating).
pub fn request() {
    INTERRUPTED.store(true, Ordering::Relaxed);
}

/// Forgets an interrupt (before an input, and once it has been handled).
pub fn clear() {
    INTERRUPTED.store(false, Ordering::Relaxed);
}

/// Runs `f` as an interruptible evaluation: SIGINT meanwhile makes
/// [`requested`] true instead of ending the program.
pub fn evaluating<T>(f: impl FnOnce() -> T) -> T {
    clear();
    let outer = EVALUATING.swap(true, Ordering::SeqCst);
    let result = f();
    EVALUATING.store(outer, Ordering::SeqCst);
    result
}

/// Marks the explorer as owning the screen (restored on a fatal signal).
pub fn set_explorer(active: bool) {
    EXPLORER.store(active, Ordering::SeqCst);
}

/// Saves the terminal's modes and installs the handlers. Call once, before
/// any raw mode, in an interactive front end.
pub fn install() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(install_once);
}

fn install_once() {
    let fd = terminal_fd();
    if fd >= 0 {
        // SAFETY: a plain C struct filled by tcgetattr before any handler
        // can read it; written once.
        unsafe {
            let mut modes: libc::termios = std::mem::zeroed();
            if libc::tcgetattr(fd, &mut modes) == 0 {
                SAVED = Some(modes);
                TTY.store(fd, Ordering::SeqCst);
            }
        }
    }
    for signal in [
        libc::SIGINT,
        libc::SIGTERM,
        libc::SIGHUP,
        libc::SIGQUIT,
        libc::SIGABRT,
    ] {
        // SAFETY: installs a handler that only uses async-signal-safe calls.
        unsafe {
            let mut action: libc::sigaction = std::mem::zeroed();
            action.sa_sigaction = on_signal as *const () as usize;
            action.sa_flags = libc::SA_ONSTACK;
            libc::sigemptyset(&mut action.sa_mask);
            libc::sigaction(signal, &action, std::ptr::null_mut());
        }
    }
}

/// Lets the terminal send SIGINT for Ctrl-C while the rest stays raw
/// (the explorer: so Ctrl-C can stop an evaluation); suspend and quit
/// characters stay disabled.
pub fn ctrl_c_signals() {
    let fd = TTY.load(Ordering::SeqCst);
    if fd < 0 {
        return;
    }
    // SAFETY: reads and writes the terminal's modes.
    unsafe {
        let mut modes: libc::termios = std::mem::zeroed();
        if libc::tcgetattr(fd, &mut modes) == 0 {
            modes.c_lflag |= libc::ISIG;
            modes.c_cc[libc::VQUIT] = 0;
            modes.c_cc[libc::VSUSP] = 0;
            libc::tcsetattr(fd, libc::TCSANOW, &modes);
        }
    }
}

fn terminal_fd() -> i32 {
    // SAFETY: isatty and open on a constant path.
    unsafe {
        if libc::isatty(0) == 1 {
            0
        } else {
            libc::open(c"/dev/tty".as_ptr(), libc::O_RDWR | libc::O_CLOEXEC)
        }
    }
}

/// Puts the terminal back (async-signal-safe).
fn restore() {
    if EXPLORER.load(Ordering::SeqCst) {
        // SAFETY: write on stdout.
        unsafe {
            libc::write(1, EXPLORER_RESET.as_ptr().cast(), EXPLORER_RESET.len());
        }
    }
    let fd = TTY.load(Ordering::SeqCst);
    // SAFETY: SAVED was written before TTY was set.
    unsafe {
        if fd >= 0
            && let Some(modes) = (*std::ptr::addr_of!(SAVED)).as_ref()
        {
            libc::tcsetattr(fd, libc::TCSANOW, modes);
        }
    }
}

extern "C" fn on_signal(signal: libc::c_int) {
    if signal == libc::SIGINT && EVALUATING.load(Ordering::SeqCst) {
        request();
        return;
    }
    if signal == libc::SIGINT && EXPLORER.load(Ordering::SeqCst) {
        // The explorer's event loop quits on it, restoring the terminal.
        request();
        return;
    }
    restore();
    // SAFETY: the default action ends the process as the signal would.
    unsafe {
        libc::signal(signal, libc::SIG_DFL);
        libc::raise(signal);
    }
}
