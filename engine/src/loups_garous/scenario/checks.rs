//! The Loups-Garous checks of scenario files (`expect …`, SCENARIOS.md): who is alive or
//! dead, roles, phases, items, votes, the floor, offers and the winner.

use super::LgSession;
use crate::loups_garous::access::{access, Channel};
use crate::loups_garous::role::Camp;
use crate::loups_garous::state::{DayStage, State};
use crate::loups_garous::victory::{camp_of, won};
use crate::loups_garous::vote;
use crate::notice::PlayerId;
use crate::scenario::Verdict;

impl LgSession {
    /// `expect …`: every Loups-Garous check (SCENARIOS.md).
    pub(super) fn checked(&self, words: &[String]) -> Result<Verdict, String> {
        let s = &self.state;
        let (first, rest) = words.split_first().ok_or("empty check")?;
        match (first.as_str(), rest) {
            ("alive", names) => self.names_hold(names, |p| p.alive),
            ("dead", names) => self.names_hold(names, |p| !p.alive),
            ("gagged", names) => self.names_hold(names, |p| p.gagged),
            ("locked", names) => self.names_hold(names, |p| p.locked),
            ("infected", names) => self.names_hold(names, |p| p.infected),
            ("offline", names) => self.names_hold(names, |p| p.offline),
            ("role", [n, r]) => {
                let p = s.by_name(n).ok_or(format!("no player `{n}`"))?;
                Ok(Verdict::new(p.role.id() == r, p.role.id()))
            }
            ("camp", [n, c]) => {
                let id = self.id(n)?;
                let camp = camp_of(s, id).id();
                Ok(Verdict::new(camp == c, camp))
            }
            ("revealed", [n, r]) => {
                let p = s.by_name(n).ok_or(format!("no player `{n}`"))?;
                let shown = match (p.alive, p.revealed) {
                    (true, _) => "alive",
                    (false, None) => "hidden",
                    (false, Some(r)) => r.id(),
                };
                Ok(Verdict::new(shown == r, shown))
            }
            ("reads", [n, ch]) => {
                let id = self.id(n)?;
                let ch = Channel::from_id(ch).ok_or_else(|| format!("no channel `{ch}`"))?;
                let holds = access(s).may_read(ch, id);
                Ok(Verdict::new(
                    holds,
                    if holds { "reads" } else { "does not read" },
                ))
            }
            ("hears" | "speaks" | "in-voice" | "away" | "listening", _) => {
                self.voice_check(first, rest)
            }
            _ => self.game_check(words),
        }
    }

    /// The checks on the game: the Maire, the lovers, inventories and offers, votes, the
    /// phase and the end.
    fn game_check(&self, words: &[String]) -> Result<Verdict, String> {
        let s = &self.state;
        let (first, rest) = words.split_first().ok_or("empty check")?;
        match (first.as_str(), rest) {
            ("mayor", [n]) => {
                let m = s.mayor.map_or("none".to_owned(), |m| s.name(m));
                Ok(Verdict::new(&m == n, m))
            }
            ("speaker", [n]) => {
                let speaking = s.today.speaker.filter(|_| s.is_stage(DayStage::Parole));
                let got = speaking.map_or("none".to_owned(), |p| s.name(p));
                Ok(Verdict::new(&got == n, got))
            }
            ("lovers", [a, b]) => {
                let (a, b) = (self.id(a)?, self.id(b)?);
                let holds = s.lovers == Some((a, b)) || s.lovers == Some((b, a));
                Ok(Verdict::new(
                    holds,
                    format!("{:?}", s.lovers.map(|(x, y)| (s.name(x), s.name(y)))),
                ))
            }
            ("inventory", [n, want @ ..]) => {
                let id = self.id(n)?;
                let mut got: Vec<&str> = crate::loups_garous::usable_items(s, id)
                    .iter()
                    .map(|i| i.id())
                    .collect();
                let mut want: Vec<&str> = want.iter().map(String::as_str).collect();
                got.sort_unstable();
                want.sort_unstable();
                Ok(Verdict::new(got == want, got.join(" ")))
            }
            ("offer", [n, action, want @ ..]) => self.offer(n, action, want),
            ("votes", [n, k]) => {
                let id = self.id(n)?;
                let got = vote::tally(s).iter().find(|e| e.0 == id).map_or(0, |e| e.1);
                Ok(Verdict::new(got.to_string() == *k, got.to_string()))
            }
            ("phase", want) => {
                let here = self.phase_words();
                Ok(Verdict::new(here == want, here.join(" ")))
            }
            ("running", []) => Ok(Verdict::new(!s.is_over(), self.phase_words().join(" "))),
            ("winner", want) => Ok(self.winner(want)),
            _ => Err(format!("unknown check `{}`", words.join(" "))),
        }
    }

    /// `expect offer NAME ACTION [CANDIDATE…]`: NAME is offered ACTION now, with exactly these
    /// candidates when some are given (`personne` for the "nobody" choice).
    fn offer(&self, name: &str, action: &str, want: &[String]) -> Result<Verdict, String> {
        let to = crate::notice::Audience::Player(self.id(name)?);
        let offers = crate::loups_garous::offers::offers(&self.state, &to);
        let Some(offer) = offers.iter().find(|o| o.action == action) else {
            let have: Vec<&str> = offers.iter().map(|o| o.action.as_str()).collect();
            return Ok(Verdict::new(false, format!("offers: {}", have.join(" "))));
        };
        let mut got: Vec<String> = offer
            .pick
            .candidates()
            .iter()
            .map(|c| c.1.clone())
            .collect();
        if matches!(offer.pick, crate::offer::Pick::Players { nobody: true, .. }) {
            got.push("personne".into());
        }
        got.sort();
        let mut want = want.to_vec();
        want.sort();
        let holds = want.is_empty() || got == want;
        Ok(Verdict::new(
            holds,
            format!("candidates: {}", got.join(" ")),
        ))
    }

    fn winner(&self, want: &[String]) -> Verdict {
        let s = &self.state;
        let winner = s.outcome.map(|o| o.winner);
        let actual = match winner {
            None => "no winner yet".to_owned(),
            Some(None) => "none".to_owned(),
            Some(Some(c)) => c.id().to_owned(),
        };
        let holds = match (winner, want) {
            (Some(None), [w]) => w == "none",
            (Some(Some(c)), want) if !want.is_empty() => {
                want.iter().all(|w| match Camp::from_id(w) {
                    Some(camp) => camp == c,
                    None => s.by_name(w).is_some_and(|p| won(s, p.id)),
                })
            }
            _ => false,
        };
        Verdict::new(holds, actual)
    }
}

pub(super) fn p_alive(s: &State, id: PlayerId) -> bool {
    s.alive(id)
}
