//! Breaks the reference cycles a template's Ruby can make (`a << a`,
//! `h[:self] = h`): arrays and hashes are reference-counted, so a
//! container that holds itself would outlive the render. Every container
//! made during a render is noted (weakly); when the render ends, those
//! still alive, which only a cycle can keep alive once the interpreter
//! is gone, are emptied. Nothing a render makes outlives it: its result
//! is a string.

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use super::containers::{Items, Nested};

/// A container whose contents can be dropped in place.
trait Emptied {
    fn empty(&self);
}

impl<T: Nested> Emptied for Items<T> {
    fn empty(&self) {
        // Taken out first so the contents drop with no borrow held (a
        // contained value's drop may reach this very container).
        let contents = match self.try_borrow_mut() {
            Ok(mut items) => std::mem::take(&mut *items),
            Err(_) => return,
        };
        drop(contents);
    }
}

/// The containers made by the renders under way on this thread, each
/// with the nesting depth of the render that made it (a template may
/// render another through `scope.call_function('template', ...)`).
#[derive(Default)]
struct Made {
    containers: Vec<(usize, Weak<dyn Emptied>)>,
    depth: usize,
    /// The length past which dead entries are swept out next.
    sweep_at: usize,
}

thread_local! {
    static MADE: RefCell<Made> = RefCell::new(Made::default());
}

/// Notes a container just made, to empty when its render ends if a cycle
/// keeps it alive. Outside a render (converting values for a test, say)
/// nothing is noted.
pub(super) fn note<T: Nested + 'static>(container: &Rc<Items<T>>) {
    MADE.with(|made| {
        let mut made = made.borrow_mut();
        if made.depth == 0 {
            return;
        }
        if made.containers.len() >= made.sweep_at {
            // A loop making many short-lived containers keeps the list
            // as long as what is alive, not as long as what was made.
            made.containers.retain(|(_, weak)| weak.strong_count() > 0);
            made.sweep_at = (made.containers.len() * 2).max(1024);
        }
        let depth = made.depth;
        let weak: Weak<dyn Emptied> = Rc::downgrade(container) as Weak<dyn Emptied>;
        made.containers.push((depth, weak));
    });
}

/// Held for the length of a render: when dropped (after the interpreter),
/// empties the containers the render made that are still alive.
pub(super) struct RenderCycles {
    depth: usize,
}

impl RenderCycles {
    pub(super) fn begin() -> Self {
        let depth = MADE.with(|made| {
            let mut made = made.borrow_mut();
            made.depth += 1;
            made.depth
        });
        RenderCycles { depth }
    }
}

impl Drop for RenderCycles {
    fn drop(&mut self) {
        let mut alive = Vec::new();
        MADE.with(|made| {
            let mut made = made.borrow_mut();
            made.depth = self.depth - 1;
            // Entries are in the order made, so this render's (and those
            // of any render nested in it) are the tail.
            while made
                .containers
                .last()
                .is_some_and(|(d, _)| *d >= self.depth)
            {
                let (_, weak) = made.containers.pop().expect("checked above");
                if let Some(container) = weak.upgrade() {
                    alive.push(container);
                }
            }
        });
        // Emptied outside the borrow: dropping contents makes no
        // containers, but stays clear of the list all the same.
        for container in &alive {
            container.empty();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::value::RV;
    use super::*;

    fn self_holding_array() -> (RV, Weak<Items<RV>>) {
        let array = RV::array(vec![RV::Int(1)]);
        let RV::Array(items) = &array else {
            unreachable!()
        };
        items.borrow_mut().push(array.clone());
        let weak = Rc::downgrade(items);
        (array, weak)
    }

    #[test]
    fn a_container_holding_itself_is_freed_when_its_render_ends() {
        let render = RenderCycles::begin();
        let (array, weak) = self_holding_array();
        drop(array);
        assert!(weak.upgrade().is_some(), "the cycle keeps it alive");
        drop(render);
        assert!(weak.upgrade().is_none());
    }

    #[test]
    fn a_nested_render_leaves_the_outer_renders_containers_alone() {
        let outer = RenderCycles::begin();
        let (outer_array, outer_weak) = self_holding_array();
        let inner = RenderCycles::begin();
        let (inner_array, inner_weak) = self_holding_array();
        drop(inner_array);
        drop(inner);
        assert!(inner_weak.upgrade().is_none());
        let RV::Array(items) = &outer_array else {
            unreachable!()
        };
        assert_eq!(items.borrow().len(), 2, "still whole while its render runs");
        drop(outer_array);
        drop(outer);
        assert!(outer_weak.upgrade().is_none());
    }

    #[test]
    fn many_short_lived_containers_keep_the_list_short() {
        let render = RenderCycles::begin();
        for i in 0..10_000 {
            drop(RV::array(vec![RV::Int(i)]));
        }
        let noted = MADE.with(|made| made.borrow().containers.len());
        assert!(noted <= 1024, "{noted} entries kept for dead containers");
        drop(render);
    }
}
