//! Ctrl-C (SIGINT) and SIGTERM during a fleet run: the handler only
//! raises a flag (and asks a running evaluation to stop); workers stop
//! taking nodes, and the command removes its temporary checkouts before
//! it exits with the signal's status.

use std::sync::atomic::{AtomicI32, Ordering};

/// The signal that asked the run to stop, or 0.
static STOPPED_BY: AtomicI32 = AtomicI32::new(0);

extern "C" fn on_signal(signal: libc::c_int) {
    STOPPED_BY.store(signal, Ordering::SeqCst);
    // An atomic store too: a compile in progress fails with "Interrupted".
    crate::interrupt::request();
}

/// Catches SIGINT and SIGTERM from here on.
pub fn install() {
    for signal in [libc::SIGINT, libc::SIGTERM] {
        // SAFETY: the handler makes only atomic stores (async-signal-safe).
        unsafe {
            let mut action: libc::sigaction = std::mem::zeroed();
            action.sa_sigaction = on_signal as *const () as usize;
            libc::sigemptyset(&mut action.sa_mask);
            libc::sigaction(signal, &action, std::ptr::null_mut());
        }
    }
}

/// The signal that asked the run to stop, if one did.
pub fn stopped() -> Option<i32> {
    match STOPPED_BY.load(Ordering::SeqCst) {
        0 => None,
        s => Some(s),
    }
}

/// The exit status of a process ended by `signal` (128 + its number).
pub fn exit_status(signal: i32) -> u8 {
    (128 + signal).clamp(0, 255) as u8
}
