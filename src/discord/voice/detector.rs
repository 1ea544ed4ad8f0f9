//! The silence detector: from the voice connection's ticks (who was heard in each 20 ms
//! frame) to the few reports the game needs, « X spoke at t ». A talk spurt is reported when
//! it starts, then at most once a second while it goes on, and when it ends (its last sound),
//! so the game's 10 s of silence never start before the speaker fell silent, at ~2 reports
//! per spurt and one a second of speech.

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

/// How often a spurt that goes on is reported again.
pub const EVERY: Duration = Duration::from_secs(1);
/// How long without a sound ends a spurt (Discord clients stop sending between words).
pub const GAP: Duration = Duration::from_millis(300);

/// One talk spurt under way.
#[derive(Debug, Clone, Copy)]
struct Spurt {
    last_sound: Instant,
    last_report: Instant,
}

/// The spurts of the users heard lately.
#[derive(Debug, Default)]
pub struct Detector {
    spurts: BTreeMap<u64, Spurt>,
}

impl Detector {
    /// One tick at `now`: the users heard in it. Returns who must be reported as having
    /// spoken now (in user order).
    pub fn tick(&mut self, now: Instant, heard: impl IntoIterator<Item = u64>) -> Vec<u64> {
        let mut out = Vec::new();
        for user in heard {
            if let Some(s) = self.spurts.get_mut(&user) {
                s.last_sound = now;
                if now.duration_since(s.last_report) >= EVERY {
                    s.last_report = now;
                    out.push(user);
                }
            } else {
                self.spurts.insert(
                    user,
                    Spurt {
                        last_sound: now,
                        last_report: now,
                    },
                );
                out.push(user);
            }
        }
        let ended: Vec<(u64, Spurt)> = self
            .spurts
            .iter()
            .filter(|(_, s)| now.duration_since(s.last_sound) >= GAP)
            .map(|(u, s)| (*u, *s))
            .collect();
        for (user, spurt) in ended {
            self.spurts.remove(&user);
            if spurt.last_report < spurt.last_sound && !out.contains(&user) {
                out.push(user);
            }
        }
        out.sort_unstable();
        out
    }

    /// Whether nobody is speaking now (no tick needed until someone is heard).
    pub fn quiet(&self) -> bool {
        self.spurts.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Ticks every 20 ms from `start` for `ms`, `who` heard in each; the reports with their
    /// time in ms.
    fn speak(d: &mut Detector, start: Instant, from: u64, ms: u64, who: &[u64]) -> Vec<(u64, u64)> {
        let mut out = Vec::new();
        let mut t = from;
        while t < from + ms {
            let now = start + Duration::from_millis(t);
            for u in d.tick(now, who.iter().copied()) {
                out.push((t, u));
            }
            t += 20;
        }
        out
    }

    #[test]
    fn a_spurt_is_reported_at_its_start_each_second_and_at_its_end() {
        // Given a speaker heard for 2.5 s, then silent
        let (mut d, start) = (Detector::default(), Instant::now());
        let mut reports = speak(&mut d, start, 0, 2500, &[7]);
        reports.extend(speak(&mut d, start, 2500, 1000, &[]));
        // Then reports at 0, 1 s, 2 s and at the silence that ends it (his last sound)
        let times: Vec<u64> = reports.iter().map(|(t, _)| *t).collect();
        assert_eq!(&times[..3], [0, 1000, 2000]);
        assert_eq!(times.len(), 4, "{times:?}");
        assert!((2780..=2800).contains(&times[3]), "{times:?}");
        assert!(d.quiet());
    }

    #[test]
    fn a_short_word_is_one_report_and_a_pause_shorter_than_the_gap_is_no_new_spurt() {
        let (mut d, start) = (Detector::default(), Instant::now());
        let mut reports = speak(&mut d, start, 0, 100, &[3]);
        reports.extend(speak(&mut d, start, 100, 200, &[]));
        reports.extend(speak(&mut d, start, 300, 100, &[3]));
        reports.extend(speak(&mut d, start, 400, 1000, &[]));
        // One report at the start, none at the short pause, one when the spurt ends at last
        assert_eq!(reports.len(), 2, "{reports:?}");
        assert_eq!(reports[0], (0, 3));
    }

    #[test]
    fn silence_is_never_reported_and_users_are_kept_apart() {
        let (mut d, start) = (Detector::default(), Instant::now());
        assert!(speak(&mut d, start, 0, 5000, &[]).is_empty());
        let both = speak(&mut d, start, 5000, 40, &[1, 2]);
        assert_eq!(both, [(5000, 1), (5000, 2)]);
    }
}
