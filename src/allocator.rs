//! The process allocator: mimalloc behind Rust's allocator interface.
//! The binary installs it; benchmarks that measure in process install it
//! too, so that they measure what the binary runs.

use libmimalloc_sys as mi;

/// mimalloc behind Rust's allocator interface. Requests that need no more
/// alignment than `malloc` gives go through mimalloc's `malloc` fast path;
/// its aligned entry points cost about three times as much per call (the
/// `mimalloc` crate uses them for every request).
pub struct MiMalloc;

/// The alignment `malloc` guarantees for blocks at least this large.
const MALLOC_ALIGN: usize = 16;

fn malloc_aligned_enough(layout: std::alloc::Layout) -> bool {
    layout.align() <= MALLOC_ALIGN && layout.align() <= layout.size()
}

type Plain = unsafe extern "C" fn(usize) -> *mut std::ffi::c_void;
type Aligned = unsafe extern "C" fn(usize, usize) -> *mut std::ffi::c_void;

/// Allocates through `plain` when its alignment suffices, else `aligned`.
///
/// # Safety
/// `plain` and `aligned` are mimalloc's matching entry points.
#[inline(always)]
unsafe fn allocate(layout: std::alloc::Layout, plain: Plain, aligned: Aligned) -> *mut u8 {
    // SAFETY: the caller passes mimalloc's allocation functions.
    unsafe {
        if malloc_aligned_enough(layout) {
            plain(layout.size()).cast()
        } else {
            aligned(layout.size(), layout.align()).cast()
        }
    }
}

/// What an allocation the system refused ends in: a clear message and
/// exit status 1, not Rust's abort ("memory allocation of N bytes
/// failed", status 134). The budgets (`catalog::limits`) refuse what an
/// evaluation asks past them with an error first; this is the backstop
/// for whatever reaches the machine's or `ulimit -v`'s limit anyway. It
/// writes with no allocation and ends the process at once.
#[cold]
#[inline(never)]
fn out_of_memory(size: usize) -> ! {
    let mut digits = [0u8; 20];
    let mut at = digits.len();
    let mut n = size;
    loop {
        at -= 1;
        digits[at] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    let parts: [&[u8]; 3] = [
        b"error: out of memory: the system refused an allocation of ",
        &digits[at..],
        b" bytes; the input asks for more memory than spaceship can have (failed to allocate memory)\n",
    ];
    for part in parts {
        // SAFETY: writing a valid buffer to standard error.
        unsafe { libc::write(2, part.as_ptr().cast(), part.len()) };
    }
    // SAFETY: ends the process without running anything that allocates.
    unsafe { libc::_exit(1) }
}

/// `block`, or the end of the process if the system refused it.
#[inline(always)]
fn granted(block: *mut u8, size: usize) -> *mut u8 {
    if block.is_null() && size > 0 {
        out_of_memory(size);
    }
    block
}

// SAFETY: every block comes from mimalloc and goes back to it; blocks
// from `mi_malloc` are aligned to `MALLOC_ALIGN` (or to their size when
// smaller), which `malloc_aligned_enough` checks against the layout.
unsafe impl std::alloc::GlobalAlloc for MiMalloc {
    #[inline]
    unsafe fn alloc(&self, layout: std::alloc::Layout) -> *mut u8 {
        // SAFETY: plain allocation calls; mimalloc returns null on failure.
        granted(
            unsafe { allocate(layout, mi::mi_malloc, mi::mi_malloc_aligned) },
            layout.size(),
        )
    }

    #[inline]
    unsafe fn alloc_zeroed(&self, layout: std::alloc::Layout) -> *mut u8 {
        // SAFETY: as for `alloc`.
        granted(
            unsafe { allocate(layout, mi::mi_zalloc, mi::mi_zalloc_aligned) },
            layout.size(),
        )
    }

    #[inline]
    unsafe fn dealloc(&self, ptr: *mut u8, _layout: std::alloc::Layout) {
        // SAFETY: `ptr` came from this allocator.
        unsafe { mi::mi_free(ptr.cast()) }
    }

    #[inline]
    unsafe fn realloc(&self, ptr: *mut u8, layout: std::alloc::Layout, new_size: usize) -> *mut u8 {
        let new_layout = std::alloc::Layout::from_size_align(new_size, layout.align());
        // SAFETY: `ptr` came from this allocator with `layout`.
        let block = unsafe {
            if new_layout.is_ok_and(malloc_aligned_enough) {
                mi::mi_realloc(ptr.cast(), new_size).cast()
            } else {
                mi::mi_realloc_aligned(ptr.cast(), new_size, layout.align()).cast()
            }
        };
        granted(block, new_size)
    }
}

unsafe extern "C" {
    fn mi_option_set(option: std::ffi::c_int, value: std::ffi::c_long);
}

/// mimalloc's `mi_option_purge_delay` (its `mimalloc.h` enum).
const MI_OPTION_PURGE_DELAY: std::ffi::c_int = 15;

/// Keeps freed memory for reuse instead of handing it back to the system
/// after mimalloc's default 10 ms. An interactive session waits for its
/// user far longer than that between inputs, and every input would
/// otherwise fault its working memory in again, zeroed by the kernel:
/// about a third of the time of answering an input over a large catalog.
pub fn keep_freed_memory() {
    // SAFETY: setting an option is allowed at any time; -1 means never
    // purge (mimalloc.h).
    unsafe { mi_option_set(MI_OPTION_PURGE_DELAY, -1) }
}
