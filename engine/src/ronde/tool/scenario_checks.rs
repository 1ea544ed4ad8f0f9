//! The Ronde's own scenario checks (`rules/SCENARIOS.md`): days, masks, procès, points,
//! lists, jokers, sleep and checklist items.

use std::collections::BTreeSet;

use crate::notice::Audience;
use crate::offer::Pick;
use crate::ronde::ledger;
use crate::ronde::personnage::Personnage;
use crate::ronde::ronde::{visible, Visible};
use crate::ronde::scenario::RondeSession;
use crate::ronde::state::Status;
use crate::scenario::Verdict;

impl RondeSession {
    /// The game, masks, procès and points.
    pub(in crate::ronde) fn check_game(
        &self,
        first: &str,
        rest: &[String],
    ) -> Result<Verdict, String> {
        let s = &self.state;
        match first {
            "day" => {
                let d: u32 = Self::number(rest.first())?;
                Ok(Verdict::new(s.day == d, format!("day {}", s.day)))
            }
            "masked" => self.check_names(rest, |st| st != Status::Demasque),
            "unmasked" => self.check_names(rest, |st| st == Status::Demasque),
            "officieux" => self.check_names(rest, |st| st == Status::Officieux),
            "personnage" => self.check_personnage(rest),
            "points" => self.check_points(rest),
            "proces" => {
                let n: usize = Self::number(rest.first())?;
                let got = s.proces(n).map_or("none", |p| p.state.id());
                Ok(Verdict::new(
                    rest.get(1).map(String::as_str) == Some(got),
                    got,
                ))
            }
            "plaintes" => {
                let n: usize = Self::number(rest.first())?;
                let k: usize = Self::number(rest.get(1))?;
                let got = s
                    .proces(n)
                    .map_or(0, super::super::data::proces::Proces::valid_count);
                Ok(Verdict::new(got == k, got.to_string()))
            }
            "figurants-unmasked" => {
                let n: u32 = Self::number(rest.first())?;
                Ok(Verdict::new(
                    s.figurants_unmasked == n,
                    s.figurants_unmasked.to_string(),
                ))
            }
            "running" => Ok(Verdict::new(
                !s.outcome.ended(),
                if s.outcome.ended() {
                    "ended"
                } else {
                    "running"
                },
            )),
            _ => Err(format!("unknown check `{first}`")),
        }
    }

    /// Lists, jokers, sleep and checklist items.
    pub(in crate::ronde) fn check_items(
        &self,
        first: &str,
        rest: &[String],
    ) -> Result<Verdict, String> {
        let s = &self.state;
        match first {
            "list" => self.check_list(rest),
            "joker" => {
                let p = self.player(rest.first().ok_or("a name is expected")?)?;
                let want: u8 = Self::number(rest.get(1))?;
                let got = s.player(p).map_or(0, |x| x.jokers_used);
                Ok(Verdict::new(got == want, got.to_string()))
            }
            "asleep" => {
                let p = self.player(rest.first().ok_or("a name is expected")?)?;
                let got = s.player(p).is_some_and(|x| x.asleep.contains(&s.day));
                Ok(Verdict::new(got, if got { "asleep" } else { "awake" }))
            }
            "item" => self.check_item(rest),
            "in-review" | "precheck" => self.check_review(first == "in-review", rest),
            _ => Err(format!("unknown check `{first}`")),
        }
    }

    /// `personnage NAME ID`.
    fn check_personnage(&self, rest: &[String]) -> Result<Verdict, String> {
        let p = self.player(rest.first().ok_or("a name is expected")?)?;
        let got = self
            .state
            .player(p)
            .and_then(|x| x.personnage)
            .map_or("none", |x| x.id());
        Ok(Verdict::new(
            rest.get(1).map(String::as_str) == Some(got),
            got,
        ))
    }

    /// `points NAME TOTAL`, with the player's ledger lines as the detail.
    fn check_points(&self, rest: &[String]) -> Result<Verdict, String> {
        let s = &self.state;
        let p = self.player(rest.first().ok_or("a name is expected")?)?;
        let want: i64 = Self::number(rest.get(1))?;
        let got = ledger::total(s, p);
        let detail: Vec<String> = s
            .ledger
            .iter()
            .filter(|e| e.player == p && !e.removed)
            .map(|e| format!("{:+} {} ({})", e.amount, e.line.id(), e.cause))
            .collect();
        Ok(Verdict::new(
            got == want,
            format!("{got}: {}", detail.join(", ")),
        ))
    }

    /// `list NAME ID…` (or `list NAME *` for a list that holds everyone).
    fn check_list(&self, rest: &[String]) -> Result<Verdict, String> {
        let p = self.player(rest.first().ok_or("a name is expected")?)?;
        let got = visible(&self.state, p);
        let holds = match (&got, rest.get(1).map(String::as_str)) {
            (Visible::Any, Some("*")) => true,
            (Visible::Set(_), Some("*")) => false,
            (Visible::Set(set), _) => {
                let want: BTreeSet<Personnage> = rest[1..]
                    .iter()
                    .map(|id| Personnage::from_id(id).ok_or(format!("unknown personnage `{id}`")))
                    .collect::<Result<_, _>>()?;
                *set == want
            }
            _ => false,
        };
        Ok(Verdict::new(holds, got.ids().join(" ")))
    }

    /// `item NAME DAY STATUS [WHAT]`: the player's first item of that day (of that kind).
    fn check_item(&self, rest: &[String]) -> Result<Verdict, String> {
        let p = self.player(rest.first().ok_or("a name is expected")?)?;
        let d: u32 = Self::number(rest.get(1))?;
        let what = rest.get(3);
        let got = self
            .state
            .checklist
            .iter()
            .find(|i| i.player == p && i.day == d && what.is_none_or(|w| *w == i.what))
            .map_or("none".to_owned(), |i| {
                format!("{:?}", i.status).to_lowercase()
            });
        Ok(Verdict::new(
            rest.get(2).map(|w| w.replace('-', "")) == Some(got.clone()),
            got,
        ))
    }

    /// `in-review NAME DAY` / `precheck NAME DAY ok|echec`: the player's items of a day.
    fn check_review(&self, in_review: bool, rest: &[String]) -> Result<Verdict, String> {
        let p = self.player(rest.first().ok_or("a name is expected")?)?;
        let d: u32 = Self::number(rest.get(1))?;
        let items: Vec<_> = self
            .state
            .checklist
            .iter()
            .filter(|i| i.player == p && i.day == d)
            .collect();
        let got: Vec<String> = items
            .iter()
            .map(|i| {
                format!(
                    "{} review={} precheck={:?}",
                    i.what, i.in_review, i.precheck
                )
            })
            .collect();
        let holds = if in_review {
            items.iter().any(|i| i.in_review)
        } else {
            let want = rest.get(2).map(String::as_str) == Some("ok");
            items.iter().any(|i| i.precheck == Some(want))
        };
        Ok(Verdict::new(holds, got.join("; ")))
    }

    /// `expect offer WHO ACTION [CHOICE…]`: WHO (a player, `bureau` for the MJs' desk, or a
    /// channel: `proces-3`, `choeur-des-demasques`) is offered ACTION now; with choices given, its legal choices are exactly
    /// these (player names, Personnage ids, procès numbers, options).
    pub(in crate::ronde) fn check_offer(&self, rest: &[String]) -> Result<Verdict, String> {
        let (who, action) = match rest {
            [who, action, ..] => (who.as_str(), action.as_str()),
            _ => return Err("expect offer WHO ACTION [CHOICE…]".into()),
        };
        let to = match who {
            "bureau" => Audience::Mjs,
            w if crate::ronde::channels::Post::parse(w).is_some()
                || w == crate::ronde::channels::CHOEUR =>
            {
                Audience::Channel(w.to_owned())
            }
            w => Audience::Player(self.player(w)?),
        };
        let offers = crate::ronde::offers::offers(&self.state, &to);
        let Some(offer) = offers.iter().find(|o| o.action == action) else {
            let have: Vec<&str> = offers.iter().map(|o| o.action.as_str()).collect();
            return Ok(Verdict::new(false, format!("offers: {}", have.join(" "))));
        };
        let mut got: Vec<String> = match &offer.pick {
            Pick::Button => Vec::new(),
            Pick::Options(o) => o.clone(),
            Pick::Menu(m) => m.iter().map(|(v, _)| v.clone()).collect(),
            Pick::Players { candidates, .. } => candidates.iter().map(|c| c.1.clone()).collect(),
            Pick::Form(fields) => fields.iter().map(|f| f.id.clone()).collect(),
        };
        got.sort();
        let mut want = rest[2..].to_vec();
        want.sort();
        let holds = want.is_empty() || got == want;
        Ok(Verdict::new(holds, format!("choices: {}", got.join(" "))))
    }
}
