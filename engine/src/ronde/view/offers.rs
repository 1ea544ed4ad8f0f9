//! What a player, a channel or the MJs may do now, as offers (§9): a player's openings,
//! plaintes and powers with their legal choices (what the bot's autocomplete lists), the
//! public **Porter plainte** button of each open procès, the chorus's ballot, and every MJ
//! decision waiting on the desk. Keys change when a prompt made for an offer is stale.

use crate::notice::{Audience, PlayerId};
use crate::offer::{Offer, Pick};
use crate::ronde::anon::anon_right_in;
use crate::ronde::channels::{Post, CHOEUR};
use crate::ronde::personnage::Personnage;
use crate::ronde::plainte::{game_open_in, may_act_in, muted_in, quota_in, target_in};
use crate::ronde::powers::{half, Attempt};
use crate::ronde::proces::{Opener, Proces, ProcesState};
use crate::ronde::ronde::{visible, visible_anonymous, Visible};
use crate::ronde::state::{Kind, Player, State, Status};

/// The offers of `to`.
///
/// ```
/// use engine::ronde::{offers, State};
/// use engine::{Audience, PlayerId};
/// assert!(offers::offers(&State::default(), &Audience::Player(PlayerId(1))).is_empty());
/// ```
pub fn offers(s: &State, to: &Audience) -> Vec<Offer> {
    if !s.created {
        return Vec::new();
    }
    if s.outcome.ended() {
        // After J13 13:13 the desk keeps what the MJs still enter: the Décorateurs' counts
        // of the last days and the questions not yet answered.
        return match to {
            Audience::Mjs => crate::ronde::offers_forms::forms(s),
            _ => Vec::new(),
        };
    }
    match to {
        Audience::Player(p) => {
            let mut out = trial_offers(s, *p);
            out.extend(power_offers(s, *p));
            out.extend(chorus_offers(s, *p));
            out
        }
        Audience::Channel(name) if name == CHOEUR => ballot(s).into_iter().collect(),
        Audience::Channel(name) => match Post::parse(name) {
            Some(Post::Proces(n)) => porter_plainte(s, n).into_iter().collect(),
            _ => Vec::new(),
        },
        Audience::Mjs => {
            let mut cards = crate::ronde::offers_mj::offers(s);
            let forwards = crate::ronde::offers_forms::forwards(s, &cards);
            cards.extend(forwards);
            cards
        }
    }
}

fn day_key(s: &State) -> String {
    format!("J{}", s.day)
}

/// The masked players other than `p` (who may be accused or targeted).
pub fn masked_others(s: &State, p: PlayerId) -> Vec<(PlayerId, String)> {
    s.players
        .values()
        .filter(|x| target_in(s, p, x.id).is_ok())
        .map(|x| (x.id, x.name.clone()))
        .collect()
}

/// One of these players, if there is any.
pub(in crate::ronde) fn players(candidates: Vec<(PlayerId, String)>) -> Option<Pick> {
    (!candidates.is_empty()).then_some(Pick::Players {
        n: 1,
        nobody: false,
        candidates,
    })
}

fn menu(choices: Vec<(String, String)>) -> Option<Pick> {
    (!choices.is_empty()).then_some(Pick::Menu(choices))
}

/// Personnages as menu choices (id, name), alphabetically by name.
pub fn personnages(list: impl IntoIterator<Item = Personnage>) -> Vec<(String, String)> {
    let mut v: Vec<(String, String)> = list
        .into_iter()
        .map(|p| (p.id().to_owned(), p.name().to_owned()))
        .collect();
    v.sort_by(|a, b| a.1.cmp(&b.1));
    v
}

fn listed(v: Visible) -> Vec<Personnage> {
    match v {
        Visible::Any => Personnage::ALL.to_vec(),
        Visible::Set(set) => set.into_iter().collect(),
    }
}

/// A procès as a menu choice: its number, and "n°7 : Bob (Diva)".
pub fn proces_choice(s: &State, p: &Proces) -> (String, String) {
    let accused: Vec<String> = p.accused.iter().map(|a| s.name(*a)).collect();
    let label = format!("n°{} : {} ({})", p.n, accused.join(" & "), p.alleged.name());
    (p.n.to_string(), label)
}

/// Whether `actor` could file a plainte in `p` (rules of §3 that do not depend on the day's
/// quota), with the list of the public or the anonymous action.
fn may_complain(s: &State, actor: PlayerId, p: &Proces, anonymous: bool) -> bool {
    let pending = s
        .anon
        .iter()
        .any(|r| r.actor == actor && r.proces == Some(p.n));
    let v = if anonymous {
        visible_anonymous(s, actor)
    } else {
        visible(s, actor)
    };
    p.state.is_open()
        && p.opener.player() != Some(actor)
        && !p.accuses(actor)
        && !p.complained(actor)
        && !pending
        && v.contains(p.alleged)
}

/// Opening a procès and filing plaintes: whom to accuse, which Personnage, which procès.
fn trial_offers(s: &State, p: PlayerId) -> Vec<Offer> {
    let Some(x) = s.player(p) else {
        return Vec::new();
    };
    if may_act_in(s, p).is_err() {
        return Vec::new();
    }
    let key = day_key(s);
    let anon = anon_right_in(s, None, p).is_ok();
    let mut out = Vec::new();
    let public_ok = !x.nouveau_figurant;
    if quota_in(s, p, true).is_ok() && !muted_in(s, p) && (public_ok || anon) {
        if let Some(pick) = players(masked_others(s, p)) {
            out.push(Offer::new("ouvrir", pick, &key));
        }
        let v = if public_ok {
            visible(s, p)
        } else {
            visible_anonymous(s, p)
        };
        if let Some(pick) = menu(personnages(listed(v))) {
            out.push(Offer::new("personnage", pick, &key));
        }
    }
    if quota_in(s, p, false).is_ok() {
        for (action, anonymous, allowed) in [
            ("plainte", false, public_ok),
            ("plainte-anonyme", true, anon),
        ] {
            let open: Vec<(String, String)> = s
                .proces
                .iter()
                .filter(|q| allowed && may_complain(s, p, q, anonymous))
                .map(|q| proces_choice(s, q))
                .collect();
            if let Some(pick) = menu(open) {
                out.push(Offer::new(action, pick, &key));
            }
        }
    }
    out
}

/// The public button of procès n's post, for whoever clicks (the click never says who).
fn porter_plainte(s: &State, n: usize) -> Option<Offer> {
    let p = s.proces(n)?;
    (p.state.is_open() && game_open_in(s).is_ok())
        .then(|| Offer::new(&format!("plainte-{n}"), Pick::Button, "P"))
}

/// The chorus's ballot of today: one menu of today's proposals, stale when one is added.
fn ballot(s: &State) -> Option<Offer> {
    if game_open_in(s).is_err() {
        return None;
    }
    let today: Vec<(String, String)> = s
        .chorus
        .of_day(s.day)
        .map(|p| (p.id.to_string(), proposal_label(s, p)))
        .collect();
    let key = format!("V{}.{}", s.day, today.len());
    menu(today).map(|pick| Offer::new("voter", pick, &key))
}

/// "n°3 : enquêter — Bob, Alice".
pub fn proposal_label(s: &State, p: &crate::ronde::demasques::Proposal) -> String {
    let mut what = vec![p.action.id().to_owned()];
    what.extend(p.target.map(|t| s.name(t)));
    what.extend(p.personnage.map(|x| x.name().to_owned()));
    format!("n°{} : {}", p.id, what.join(" — "))
}

/// A chorus member's own ballot (for `/demasques voter`).
fn chorus_offers(s: &State, p: PlayerId) -> Vec<Offer> {
    if !s.chorus_members().contains(&p) {
        return Vec::new();
    }
    ballot(s).into_iter().collect()
}

/// The powers `p` holds and may use today, with their choices.
fn power_offers(s: &State, p: PlayerId) -> Vec<Offer> {
    let Some(x) = s.player(p) else {
        return Vec::new();
    };
    let key = day_key(s);
    let mut out = Vec::new();
    let mut add = |action: &str, pick: Option<Pick>| {
        if let Some(pick) = pick {
            out.push(Offer::new(action, pick, &key));
        }
    };
    if x.holds(Personnage::Diva) && x.status == Status::Demasque {
        let open = x.counters.last_breath_until.is_some() && !x.counters.last_breath_used;
        let left = Personnage::ALL
            .into_iter()
            .filter(|q| *q != Personnage::Figurant && !x.counters.designated.contains(q));
        add(
            "dernier-souffle",
            open.then(|| menu(personnages(left))).flatten(),
        );
    }
    if !x.can_act() || !s.dealt {
        return out;
    }
    if x.holds(Personnage::HerosTragique) {
        let c = &x.counters;
        let first = c.hero_deadline == 0 && s.day <= 1;
        if first || c.hero_must_designate {
            use Personnage::{Destinee, HerosTragique, Pinocchio, Souffleur};
            let allowed = Personnage::ALL
                .into_iter()
                .filter(|q| !matches!(q, Destinee | Pinocchio | Souffleur | HerosTragique))
                .filter(|q| s.holders(*q).iter().any(|h| *h != p));
            add("monstre", menu(personnages(allowed)));
        }
    }
    if s.day < 2 {
        return out;
    }
    day_powers(s, x, &mut add);
    out
}

/// The powers of J2 onwards.
fn day_powers(s: &State, x: &Player, add: &mut dyn FnMut(&str, Option<Pick>)) {
    let (p, c, d) = (x.id, &x.counters, s.day);
    let others = || players(masked_others(s, p));
    let except = |gone: &dyn Fn(PlayerId) -> bool| {
        players(
            masked_others(s, p)
                .into_iter()
                .filter(|(t, _)| !gone(*t))
                .collect(),
        )
    };
    let posted_open = |chucky: bool| {
        let open = s
            .proces
            .iter()
            .filter(|q| q.state == ProcesState::Ouvert && s.posted_in(p, q.n))
            .filter(|q| chucky || (!q.accuses(p) && q.avocat.is_none()))
            .map(|q| proces_choice(s, q))
            .collect();
        menu(open)
    };
    let w = half(d);
    if x.holds(Personnage::Souffleur) && !c.souffle_days.contains(&d) {
        add("souffler", others());
    }
    if x.holds(Personnage::AvocatDuDiable) && c.avocat[w] == Attempt::Unused {
        add("annuler", posted_open(false));
    }
    if x.holds(Personnage::Chucky) && c.chucky[w] == Attempt::Unused {
        add("ecourter", posted_open(true));
    }
    if x.holds(Personnage::PetiteSirene) && !c.chant_days.contains(&d) {
        add("chant", except(&|t| c.sirene_targets.contains(&t)));
    }
    if x.holds(Personnage::Woody) && c.question_days.len() < 2 && !c.question_days.contains(&d) {
        add("question", others());
    }
    if x.holds(Personnage::PierrotLunaire) && !c.sleep_days.contains(&d) {
        add("endormir", except(&|t| c.sleep_targets.contains(&t)));
    }
    if x.holds(Personnage::Diva) && !c.designate_days.contains(&d) {
        let all = Personnage::ALL
            .into_iter()
            .filter(|q| *q != Personnage::Figurant);
        add("designer", menu(personnages(all)));
    }
    if x.holds(Personnage::HerosTragique) {
        if c.monster.is_some() {
            add("traquer", others());
        }
        if !c.pas_moi_days.contains(&d) {
            add("pas-moi", others());
        }
    }
    if x.holds(Personnage::Polichinelle) {
        if [4, 8, 12].contains(&d) && !c.secret_days.contains(&d) {
            add("secret", others());
        }
        if d % 2 == 0 && d <= 12 && !c.grant_days.contains(&d) {
            add("accorder", others());
        }
    }
}

/// Whether a registered MJ.
pub fn is_mj(s: &State, p: PlayerId) -> bool {
    s.player(p).is_some_and(|x| x.kind == Kind::Mj)
}

/// Who opened a procès, as the public reads it.
pub fn opener_is_public(p: &Proces) -> bool {
    matches!(p.opener, Opener::Player(_) | Opener::Demasques)
}
