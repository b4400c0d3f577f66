//! The `spaceship` binary: wires the command line to the library.

use std::process::ExitCode;

/// mimalloc: the parser and the evaluator allocate many small objects;
/// it roughly halves the time spent in the system allocator.
#[global_allocator]
static ALLOCATOR: MiMalloc = MiMalloc;

/// mimalloc behind Rust's allocator interface. Requests that need no more
/// alignment than `malloc` gives go through mimalloc's `malloc` fast path;
/// its aligned entry points cost about three times as much per call (the
/// `mimalloc` crate uses them for every request).
struct MiMalloc;

/// The alignment `malloc` guarantees for blocks at least this large.
const MALLOC_ALIGN: usize = 16;

fn malloc_aligned_enough(layout: std::alloc::Layout) -> bool {
    layout.align() <= MALLOC_ALIGN && layout.align() <= layout.size()
}

// SAFETY: every block comes from mimalloc and goes back to it; blocks
// from `mi_malloc` are aligned to `MALLOC_ALIGN` (or to their size when
// smaller), which `malloc_aligned_enough` checks against the layout.
unsafe impl std::alloc::GlobalAlloc for MiMalloc {
    #[inline]
    unsafe fn alloc(&self, layout: std::alloc::Layout) -> *mut u8 {
        use libmimalloc_sys as mi;
        // SAFETY: plain allocation calls; mimalloc returns null on failure.
        unsafe {
            if malloc_aligned_enough(layout) {
                mi::mi_malloc(layout.size()).cast()
            } else {
                mi::mi_malloc_aligned(layout.size(), layout.align()).cast()
            }
        }
    }

    #[inline]
    unsafe fn alloc_zeroed(&self, layout: std::alloc::Layout) -> *mut u8 {
        use libmimalloc_sys as mi;
        // SAFETY: as for `alloc`.
        unsafe {
            if malloc_aligned_enough(layout) {
                mi::mi_zalloc(layout.size()).cast()
            } else {
                mi::mi_zalloc_aligned(layout.size(), layout.align()).cast()
            }
        }
    }

    #[inline]
    unsafe fn dealloc(&self, ptr: *mut u8, _layout: std::alloc::Layout) {
        // SAFETY: `ptr` came from this allocator.
        unsafe { libmimalloc_sys::mi_free(ptr.cast()) }
    }

    #[inline]
    unsafe fn realloc(&self, ptr: *mut u8, layout: std::alloc::Layout, new_size: usize) -> *mut u8 {
        use libmimalloc_sys as mi;
        let new_layout = std::alloc::Layout::from_size_align(new_size, layout.align());
        // SAFETY: `ptr` came from this allocator with `layout`.
        unsafe {
            if new_layout.is_ok_and(malloc_aligned_enough) {
                mi::mi_realloc(ptr.cast(), new_size).cast()
            } else {
                mi::mi_realloc_aligned(ptr.cast(), new_size, layout.align()).cast()
            }
        }
    }
}

fn main() -> ExitCode {
    spaceship_cli::run()
}

#[path = "cli.rs"]
mod spaceship_cli;
