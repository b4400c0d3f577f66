//! Breaks the reference cycles a template's Ruby can make (`a << a`,
//! `h[:self] = h`): arrays and hashes are reference-counted, so a
//! container that holds itself would outlive the render. Every container
//! made while a [`CycleScope`] is open is noted (weakly); when the
//! outermost scope ends, those still alive, which only a cycle can keep
//! alive once everything else is gone, are emptied. A render opens a
//! scope; the compiler opens one around a template and the renders it
//! calls, since those share Ruby objects and write their changes back
//! into Puppet's values after the last render ends. Nothing a scope makes
//! outlives it: what leaves is text or a converted Puppet value.

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

/// The containers made while a scope is open, and how many scopes are.
#[derive(Default)]
struct Made {
    containers: Vec<Weak<dyn Emptied>>,
    open_scopes: usize,
    /// The length past which dead entries are swept out next.
    sweep_at: usize,
}

thread_local! {
    static MADE: RefCell<Made> = RefCell::new(Made::default());
}

/// Notes a container just made, to empty when the outermost scope ends
/// if a cycle keeps it alive. Outside any scope nothing is noted.
pub(super) fn note<T: Nested + 'static>(container: &Rc<Items<T>>) {
    MADE.with(|made| {
        let mut made = made.borrow_mut();
        if made.open_scopes == 0 {
            return;
        }
        if made.containers.len() >= made.sweep_at {
            // A loop making many short-lived containers keeps the list
            // as long as what is alive, not as long as what was made.
            made.containers.retain(|weak| weak.strong_count() > 0);
            made.sweep_at = (made.containers.len() * 2).max(1024);
        }
        let weak: Weak<dyn Emptied> = Rc::downgrade(container) as Weak<dyn Emptied>;
        made.containers.push(weak);
    });
}

/// Held while Ruby objects may be alive: when the outermost one is
/// dropped (after everything holding the objects), the containers made
/// meanwhile that are still alive are emptied.
pub struct CycleScope(());

impl CycleScope {
    pub fn begin() -> Self {
        MADE.with(|made| made.borrow_mut().open_scopes += 1);
        CycleScope(())
    }
}

impl Drop for CycleScope {
    fn drop(&mut self) {
        let alive: Vec<Rc<dyn Emptied>> = MADE.with(|made| {
            let mut made = made.borrow_mut();
            made.open_scopes -= 1;
            if made.open_scopes > 0 {
                return Vec::new();
            }
            made.sweep_at = 0;
            std::mem::take(&mut made.containers)
                .iter()
                .filter_map(Weak::upgrade)
                .collect()
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
        let render = CycleScope::begin();
        let (array, weak) = self_holding_array();
        drop(array);
        assert!(weak.upgrade().is_some(), "the cycle keeps it alive");
        drop(render);
        assert!(weak.upgrade().is_none());
    }

    #[test]
    fn only_the_outermost_scope_empties_what_was_made_inside_it() {
        let outer = CycleScope::begin();
        let inner = CycleScope::begin();
        let (array, weak) = self_holding_array();
        drop(inner);
        let RV::Array(items) = &array else {
            unreachable!()
        };
        assert_eq!(
            items.borrow().len(),
            2,
            "whole while the outer scope is open"
        );
        drop(array);
        drop(outer);
        assert!(weak.upgrade().is_none());
    }

    #[test]
    fn many_short_lived_containers_keep_the_list_short() {
        let render = CycleScope::begin();
        for i in 0..10_000 {
            drop(RV::array(vec![RV::Int(i)]));
        }
        let noted = MADE.with(|made| made.borrow().containers.len());
        assert!(noted <= 1024, "{noted} entries kept for dead containers");
        drop(render);
    }
}
