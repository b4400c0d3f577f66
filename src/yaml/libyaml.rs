//! A safe face on libyaml 0.2.5, the C library under Ruby's Psych, in its
//! line-for-line Rust translation (`unsafe-libyaml`): its event parser
//! (with Psych's settings: UTF-8 input, so a byte order mark is skipped as
//! a column of the first line) and its emitter. Using the same code as
//! Psych, not a look-alike, is what makes syntax errors, their messages
//! and positions, and the emitter's layout Ruby's own.

use std::ffi::{CStr, CString, c_void};
use std::marker::PhantomData;
use std::mem::MaybeUninit;
use std::ptr;

use unsafe_libyaml as unsafe_sys;

/// A position, 0-based as libyaml counts.
#[derive(Debug, Clone, Copy, Default)]
pub(super) struct Mark {
    pub line: u64,
    pub column: u64,
}

impl From<unsafe_sys::yaml_mark_t> for Mark {
    fn from(m: unsafe_sys::yaml_mark_t) -> Mark {
        Mark {
            line: m.line,
            column: m.column,
        }
    }
}

pub(super) struct Event {
    pub data: EventData,
    pub start_mark: Mark,
}

pub(super) enum EventData {
    StreamStart,
    StreamEnd,
    DocumentStart,
    DocumentEnd,
    Alias {
        anchor: String,
    },
    Scalar {
        anchor: Option<String>,
        tag: Option<String>,
        value: String,
        /// Written without quotes or block indicator.
        plain: bool,
    },
    SequenceStart {
        anchor: Option<String>,
        tag: Option<String>,
    },
    SequenceEnd,
    MappingStart {
        anchor: Option<String>,
        tag: Option<String>,
    },
    MappingEnd,
}

/// What libyaml reports on failure, as Psych reads it from the parser.
pub(super) struct Error {
    pub problem: String,
    pub context: Option<String>,
    /// Psych's line and column come from here (for a scanner error
    /// without context libyaml puts the problem's place here; for others
    /// without context it stays at the start).
    pub context_mark: Mark,
}

/// libyaml's event parser over a borrowed input.
pub(super) struct Parser<'input> {
    sys: Box<MaybeUninit<unsafe_sys::yaml_parser_t>>,
    done: bool,
    _input: PhantomData<&'input [u8]>,
}

/// An owned C string from libyaml, or `None` for a null pointer.
///
/// # Safety
/// `p` is null or points to a NUL-terminated string.
unsafe fn text(p: *const u8) -> Option<String> {
    if p.is_null() {
        None
    } else {
        // SAFETY: the caller passes a NUL-terminated string.
        Some(
            unsafe { CStr::from_ptr(p.cast()) }
                .to_string_lossy()
                .into_owned(),
        )
    }
}

impl<'input> Parser<'input> {
    pub(super) fn new(input: &'input [u8]) -> Parser<'input> {
        let mut sys = Box::new(MaybeUninit::<unsafe_sys::yaml_parser_t>::uninit());
        let p = sys.as_mut_ptr();
        // SAFETY: `p` points to storage that lives as long as the parser
        // and never moves (boxed); the input outlives it ('input).
        unsafe {
            if unsafe_sys::yaml_parser_initialize(p).fail {
                std::alloc::handle_alloc_error(
                    std::alloc::Layout::new::<unsafe_sys::yaml_parser_t>(),
                );
            }
            unsafe_sys::yaml_parser_set_encoding(p, unsafe_sys::YAML_UTF8_ENCODING);
            unsafe_sys::yaml_parser_set_input_string(p, input.as_ptr(), input.len() as u64);
        }
        Parser {
            sys,
            done: false,
            _input: PhantomData,
        }
    }

    pub(super) fn next(&mut self) -> Result<Event, Error> {
        if self.done {
            return Ok(Event {
                data: EventData::StreamEnd,
                start_mark: Mark::default(),
            });
        }
        let p = self.sys.as_mut_ptr();
        let mut raw = MaybeUninit::<unsafe_sys::yaml_event_t>::uninit();
        // SAFETY: the parser was initialized in `new`; on success libyaml
        // fills the event, which is read and then freed here.
        unsafe {
            if unsafe_sys::yaml_parser_parse(p, raw.as_mut_ptr()).fail {
                self.done = true;
                let parser = &*p;
                return Err(Error {
                    problem: text(parser.problem.cast())
                        .unwrap_or_else(|| "unknown error".to_string()),
                    context: text(parser.context.cast()),
                    context_mark: parser.context_mark.into(),
                });
            }
            let raw = raw.assume_init_mut();
            let event = convert(raw);
            unsafe_sys::yaml_event_delete(raw);
            if matches!(event.data, EventData::StreamEnd) {
                self.done = true;
            }
            Ok(event)
        }
    }
}

/// Copies an event out of libyaml's structure.
///
/// # Safety
/// `raw` is an event libyaml filled in.
unsafe fn convert(raw: &unsafe_sys::yaml_event_t) -> Event {
    // SAFETY: each union field is read only for its own event type, and
    // libyaml's strings are NUL-terminated (the scalar's value has its
    // length, as it may hold NULs).
    let data = unsafe {
        match raw.type_ {
            unsafe_sys::YAML_STREAM_START_EVENT => EventData::StreamStart,
            unsafe_sys::YAML_DOCUMENT_START_EVENT => EventData::DocumentStart,
            unsafe_sys::YAML_DOCUMENT_END_EVENT => EventData::DocumentEnd,
            unsafe_sys::YAML_ALIAS_EVENT => EventData::Alias {
                anchor: text(raw.data.alias.anchor).unwrap_or_default(),
            },
            unsafe_sys::YAML_SCALAR_EVENT => {
                let s = raw.data.scalar;
                let bytes = std::slice::from_raw_parts(s.value, s.length as usize);
                EventData::Scalar {
                    anchor: text(s.anchor),
                    tag: text(s.tag),
                    value: String::from_utf8_lossy(bytes).into_owned(),
                    plain: s.style == unsafe_sys::YAML_PLAIN_SCALAR_STYLE,
                }
            }
            unsafe_sys::YAML_SEQUENCE_START_EVENT => EventData::SequenceStart {
                anchor: text(raw.data.sequence_start.anchor),
                tag: text(raw.data.sequence_start.tag),
            },
            unsafe_sys::YAML_SEQUENCE_END_EVENT => EventData::SequenceEnd,
            unsafe_sys::YAML_MAPPING_START_EVENT => EventData::MappingStart {
                anchor: text(raw.data.mapping_start.anchor),
                tag: text(raw.data.mapping_start.tag),
            },
            unsafe_sys::YAML_MAPPING_END_EVENT => EventData::MappingEnd,
            _ => EventData::StreamEnd,
        }
    };
    Event {
        data,
        start_mark: raw.start_mark.into(),
    }
}

impl Drop for Parser<'_> {
    fn drop(&mut self) {
        // SAFETY: initialized in `new`, deleted once.
        unsafe { unsafe_sys::yaml_parser_delete(self.sys.as_mut_ptr()) }
    }
}

/// The scalar styles Psych asks libyaml for.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) enum Style {
    Any,
    SingleQuoted,
    DoubleQuoted,
    Literal,
}

/// libyaml's emitter set up as Psych sets it up (UTF-8, unicode
/// characters written as such, indent 2, lines folded at 80), writing one
/// `---` document.
pub(super) struct Emitter {
    sys: Box<MaybeUninit<unsafe_sys::yaml_emitter_t>>,
    /// Where libyaml writes; boxed because libyaml keeps a pointer to the
    /// vector itself, which must not move with the emitter.
    #[allow(clippy::box_collection)]
    out: Box<Vec<u8>>,
    failed: bool,
}

/// libyaml's write callback: appends to the `Vec<u8>` behind `data`.
///
/// # Safety
/// `data` is the emitter's `out` vector; `buffer` holds `size` bytes.
unsafe fn write_handler(data: *mut c_void, buffer: *mut u8, size: u64) -> i32 {
    // SAFETY: as the contract above.
    unsafe {
        let out = &mut *data.cast::<Vec<u8>>();
        out.extend_from_slice(std::slice::from_raw_parts(buffer, size as usize));
    }
    1
}

impl Emitter {
    pub(super) fn new() -> Emitter {
        let mut sys = Box::new(MaybeUninit::<unsafe_sys::yaml_emitter_t>::uninit());
        let mut out = Box::new(Vec::new());
        let e = sys.as_mut_ptr();
        // SAFETY: both boxes outlive the emitter and never move.
        unsafe {
            if unsafe_sys::yaml_emitter_initialize(e).fail {
                std::alloc::handle_alloc_error(
                    std::alloc::Layout::new::<unsafe_sys::yaml_emitter_t>(),
                );
            }
            unsafe_sys::yaml_emitter_set_unicode(e, true);
            unsafe_sys::yaml_emitter_set_output(e, write_handler, ptr::from_mut(&mut *out).cast());
        }
        let mut emitter = Emitter {
            sys,
            out,
            failed: false,
        };
        emitter.emit(|ev| unsafe {
            // SAFETY: `ev` is storage for one event.
            unsafe_sys::yaml_stream_start_event_initialize(ev, unsafe_sys::YAML_UTF8_ENCODING)
        }.ok);
        emitter.emit(|ev| unsafe {
            // SAFETY: as above; no version or tag directives.
            unsafe_sys::yaml_document_start_event_initialize(
                ev,
                ptr::null_mut(),
                ptr::null_mut(),
                ptr::null_mut(),
                false,
            )
        }.ok);
        emitter
    }

    /// Builds an event with `init` and hands it to libyaml, which takes
    /// ownership of it.
    fn emit(&mut self, init: impl FnOnce(*mut unsafe_sys::yaml_event_t) -> bool) {
        if self.failed {
            return;
        }
        let mut ev = MaybeUninit::<unsafe_sys::yaml_event_t>::uninit();
        // SAFETY: `init` fills the event; `yaml_emitter_emit` consumes it
        // (also on failure).
        unsafe {
            if !init(ev.as_mut_ptr())
                || unsafe_sys::yaml_emitter_emit(self.sys.as_mut_ptr(), ev.as_mut_ptr()).fail
            {
                self.failed = true;
            }
        }
    }

    pub(super) fn scalar(
        &mut self,
        tag: Option<&str>,
        value: &str,
        plain_implicit: bool,
        quoted_implicit: bool,
        style: Style,
    ) {
        let tag = tag.and_then(|t| CString::new(t).ok());
        let tag_ptr = tag.as_ref().map_or(ptr::null(), |t| t.as_ptr().cast());
        let style = match style {
            Style::Any => unsafe_sys::YAML_ANY_SCALAR_STYLE,
            Style::SingleQuoted => unsafe_sys::YAML_SINGLE_QUOTED_SCALAR_STYLE,
            Style::DoubleQuoted => unsafe_sys::YAML_DOUBLE_QUOTED_SCALAR_STYLE,
            Style::Literal => unsafe_sys::YAML_LITERAL_SCALAR_STYLE,
        };
        let Ok(length) = i32::try_from(value.len()) else {
            self.failed = true;
            return;
        };
        self.emit(|ev| unsafe {
            // SAFETY: libyaml copies the tag and `length` bytes of value.
            unsafe_sys::yaml_scalar_event_initialize(
                ev,
                ptr::null(),
                tag_ptr,
                value.as_ptr(),
                length,
                plain_implicit,
                quoted_implicit,
                style,
            )
        }.ok);
    }

    /// Starts an untagged block sequence, with an anchor (`&1`) if given.
    pub(super) fn sequence_start(&mut self, anchor: Option<&str>) {
        let anchor = anchor.and_then(|a| CString::new(a).ok());
        let anchor_ptr = anchor.as_ref().map_or(ptr::null(), |a| a.as_ptr().cast());
        self.emit(|ev| {
            // SAFETY: libyaml copies the anchor.
            unsafe {
                unsafe_sys::yaml_sequence_start_event_initialize(
                    ev,
                    anchor_ptr,
                    ptr::null(),
                    true,
                    unsafe_sys::YAML_BLOCK_SEQUENCE_STYLE,
                )
            }
            .ok
        });
    }

    /// An alias (`*1`) to an anchored node.
    pub(super) fn alias(&mut self, anchor: &str) {
        let Ok(anchor) = CString::new(anchor) else {
            self.failed = true;
            return;
        };
        // SAFETY: libyaml copies the anchor.
        self.emit(
            |ev| unsafe { unsafe_sys::yaml_alias_event_initialize(ev, anchor.as_ptr().cast()) }.ok,
        );
    }

    pub(super) fn sequence_end(&mut self) {
        // SAFETY: `ev` is storage for one event.
        self.emit(|ev| unsafe { unsafe_sys::yaml_sequence_end_event_initialize(ev) }.ok);
    }

    /// Starts an untagged block mapping, with an anchor (`&1`) if given.
    pub(super) fn mapping_start(&mut self, anchor: Option<&str>) {
        let anchor = anchor.and_then(|a| CString::new(a).ok());
        let anchor_ptr = anchor.as_ref().map_or(ptr::null(), |a| a.as_ptr().cast());
        self.emit(|ev| {
            // SAFETY: libyaml copies the anchor.
            unsafe {
                unsafe_sys::yaml_mapping_start_event_initialize(
                    ev,
                    anchor_ptr,
                    ptr::null(),
                    true,
                    unsafe_sys::YAML_BLOCK_MAPPING_STYLE,
                )
            }
            .ok
        });
    }

    pub(super) fn mapping_end(&mut self) {
        // SAFETY: `ev` is storage for one event.
        self.emit(|ev| unsafe { unsafe_sys::yaml_mapping_end_event_initialize(ev) }.ok);
    }

    /// Ends the document (implicitly, as Psych does) and the stream, and
    /// returns what was written.
    pub(super) fn finish(mut self) -> String {
        // SAFETY: `ev` is storage for one event.
        self.emit(|ev| unsafe { unsafe_sys::yaml_document_end_event_initialize(ev, true) }.ok);
        self.emit(|ev| unsafe { unsafe_sys::yaml_stream_end_event_initialize(ev) }.ok);
        String::from_utf8_lossy(&self.out).into_owned()
    }
}

impl Drop for Emitter {
    fn drop(&mut self) {
        // SAFETY: initialized in `new`, deleted once.
        unsafe { unsafe_sys::yaml_emitter_delete(self.sys.as_mut_ptr()) }
    }
}
