//! Faults on demand, for the tests: a store operation that fails, stalls, or commits and then
//! reports a failure (an ambiguous commit, as a connection lost during COMMIT gives). Empty in
//! a normal run: each operation only checks an empty list.

use std::sync::Mutex;
use std::time::Duration;

/// The store operations a fault can hit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Op {
    /// Appending events (a command's commit).
    Append,
    /// Reading a game's log.
    Read,
}

/// What goes wrong.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fault {
    /// The operation fails and changes nothing (a pool timeout, a full disk…).
    Fail,
    /// The operation waits this long first (SQLite busy, a slow disk).
    Stall(Duration),
    /// The append commits, then reports a failure: its outcome is unknown to the caller.
    Ambiguous,
}

/// The faults waiting to happen, each for a number of operations.
#[derive(Debug, Default)]
pub struct Faults {
    queue: Mutex<Vec<(Op, Fault, usize)>>,
}

impl Faults {
    /// The next `times` operations `op` meet `fault` (after the faults already waiting).
    pub fn inject(&self, op: Op, fault: Fault, times: usize) {
        self.lock().push((op, fault, times));
    }

    /// Forgets every fault still waiting.
    pub fn clear(&self) {
        self.lock().clear();
    }

    /// The fault the next `op` meets, if any (used up one at a time).
    pub(crate) fn next(&self, op: Op) -> Option<Fault> {
        let mut queue = self.lock();
        let i = queue.iter().position(|(o, _, n)| *o == op && *n > 0)?;
        queue[i].2 -= 1;
        let fault = queue[i].1;
        queue.retain(|(_, _, n)| *n > 0);
        Some(fault)
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Vec<(Op, Fault, usize)>> {
        self.queue
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn faults_are_used_up_in_order_per_operation() {
        let f = Faults::default();
        f.inject(Op::Append, Fault::Fail, 2);
        f.inject(Op::Read, Fault::Ambiguous, 1);
        f.inject(Op::Append, Fault::Ambiguous, 1);
        assert_eq!(f.next(Op::Read), Some(Fault::Ambiguous));
        assert_eq!(f.next(Op::Read), None);
        assert_eq!(f.next(Op::Append), Some(Fault::Fail));
        assert_eq!(f.next(Op::Append), Some(Fault::Fail));
        assert_eq!(f.next(Op::Append), Some(Fault::Ambiguous));
        assert_eq!(f.next(Op::Append), None);
    }
}
