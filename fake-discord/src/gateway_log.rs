//! The gateway's memory, as Discord keeps one for resuming: the last dispatches in order, the
//! sessions that ended and may resume (with what each had sent), and whether RESUME is
//! accepted or answered with an invalid session.

use std::collections::{BTreeMap, VecDeque};
use std::sync::Arc;

use serde_json::Value;

/// How many dispatches the fake keeps for resuming; an older one asked for invalidates the
/// session, as Discord does once its buffer has moved on.
pub const KEPT: usize = 10_000;

/// One dispatch, `t` and `d`.
pub type Dispatch = Arc<(String, Value)>;

/// What the fake answers to RESUME (op 6).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ResumePolicy {
    /// Replays what the session missed, then RESUMED (what Discord does while it can).
    #[default]
    Accept,
    /// Invalid session (op 9, `d: false`): the client must identify again.
    Invalidate,
}

/// A gateway session as the fake remembers it.
#[derive(Debug, Clone, Default)]
pub struct SessionRecord {
    /// Its IDENTIFY intents.
    pub intents: u64,
    /// The last `s` it sent.
    pub seq: u64,
    /// The index of the first dispatch it has not handled yet.
    pub next_index: usize,
    /// `(s, dispatch index)` of its recent dispatches, to replay what the client missed.
    pub sent: VecDeque<(u64, usize)>,
    /// Its socket is open.
    pub live: bool,
    /// It may resume (not after a non-resumable close or an op 9 `d: false`).
    pub resumable: bool,
}

impl SessionRecord {
    /// Notes that dispatch `index` went out as `seq`.
    pub fn sent(&mut self, seq: u64, index: usize) {
        self.seq = seq;
        self.sent.push_back((seq, index));
        if self.sent.len() > KEPT {
            self.sent.pop_front();
        }
    }

    /// The first dispatch to replay to a client whose last `s` is `seq`.
    pub fn replay_from(&self, seq: u64) -> usize {
        self.sent
            .iter()
            .find(|(s, _)| *s > seq)
            .map_or(self.next_index, |(_, i)| *i)
    }
}

/// The recent dispatches and the sessions.
#[derive(Debug, Default)]
pub struct GatewayLog {
    base: usize,
    events: VecDeque<Dispatch>,
    /// Sessions by `session_id`.
    pub sessions: BTreeMap<String, SessionRecord>,
    /// What RESUME gets.
    pub resume: ResumePolicy,
    /// Every RESUME payload received, in order.
    pub resumes: Vec<Value>,
    /// How many RESUME were accepted.
    pub resumed: usize,
}

impl GatewayLog {
    /// Keeps `dispatch`, returning its index.
    pub fn push(&mut self, dispatch: Dispatch) -> usize {
        let index = self.next_index();
        self.events.push_back(dispatch);
        if self.events.len() > KEPT {
            self.events.pop_front();
            self.base += 1;
        }
        index
    }

    /// The index the next dispatch will get.
    pub fn next_index(&self) -> usize {
        self.base + self.events.len()
    }

    /// The kept dispatches named `t`, oldest first.
    pub fn named(&self, t: &str) -> Vec<Value> {
        self.events
            .iter()
            .filter(|d| d.0 == t)
            .map(|d| d.1.clone())
            .collect()
    }

    /// Every dispatch from `index` on, or `None` when some were dropped already.
    pub fn since(&self, index: usize) -> Option<Vec<(usize, Dispatch)>> {
        let skip = index.checked_sub(self.base)?;
        Some(
            self.events
                .iter()
                .enumerate()
                .skip(skip)
                .map(|(i, d)| (self.base + i, d.clone()))
                .collect(),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_session_replays_from_the_first_dispatch_its_client_missed() {
        let mut log = GatewayLog::default();
        let e = |n: u64| Arc::new((format!("E{n}"), json!(n)));
        let mut session = SessionRecord {
            next_index: log.next_index(),
            ..Default::default()
        };
        for (seq, n) in [(3, 0), (4, 1)] {
            let i = log.push(e(n));
            session.sent(seq, i);
            session.next_index = i + 1;
        }
        log.push(e(2));
        assert_eq!(session.replay_from(4), 2, "nothing sent was missed");
        assert_eq!(session.replay_from(3), 1, "the client missed s=4");
        let names: Vec<String> = log
            .since(1)
            .unwrap()
            .iter()
            .map(|(_, d)| d.0.clone())
            .collect();
        assert_eq!(names, ["E1", "E2"]);
        for n in 0..KEPT as u64 {
            log.push(e(n));
        }
        assert!(
            log.since(1).is_none(),
            "dropped dispatches cannot be replayed"
        );
    }
}
