//! Player commands besides procès and powers: proofs (§5), jokers, the Ronde guess (§8)
//! and messages in game threads.

use crate::notice::PlayerId;
use crate::ronde::checklist::ItemStatus;
use crate::ronde::error::RondeError;
use crate::ronde::event::Event;
use crate::ronde::ledger::Line;
use crate::ronde::personnage::Personnage;
use crate::ronde::powers::checks;
use crate::ronde::state::{Kind, Post, Status};
use crate::ronde::tx::Tx;

type R<T = ()> = Result<T, RondeError>;

/// `/preuve`: attaches a proof to one of today's or yesterday's items, with the pre-check.
pub fn proof(tx: &mut Tx, actor: PlayerId, what: &str, text: &str, posts: &[u64]) -> R {
    crate::ronde::plainte::game_open(tx).or_else(|e| {
        if e == RondeError::NotStarted {
            Ok(())
        } else {
            Err(e)
        }
    })?;
    let x = tx.player(actor)?;
    if x.status != Status::Masque {
        return Err(RondeError::Unmasked);
    }
    let day = tx.day();
    let item = crate::ronde::checklist::provable(&tx.s.checklist, actor, day)
        .find(|i| what == "contrainte" || i.what == what)
        .cloned()
        .ok_or(RondeError::NothingToProve)?;
    let linked: Vec<&str> = posts
        .iter()
        .filter_map(|m| {
            tx.s.posts
                .iter()
                .find(|p| p.message == Some(*m) && p.author == actor)
        })
        .map(|p| p.text.as_str())
        .collect();
    if linked.len() < posts.len() {
        return Err(RondeError::BadFormat("lien".into()));
    }
    let text = if linked.is_empty() {
        text.to_owned()
    } else {
        let mut all = vec![text];
        all.extend(linked);
        all.join("\n")
    };
    let text = text.as_str();
    let precheck = match item.what.as_str() {
        "avocat-du-diable" => defence(tx, actor, item.day, text),
        what => precheck(tx, actor, what, text),
    };
    if crate::ronde::prechecks::settles(tx, &item.what, precheck) {
        crate::ronde::prechecks::validate(tx, item.id);
        return Ok(());
    }
    tx.emit(Event::ItemChanged {
        id: item.id,
        status: ItemStatus::PreuveSoumise,
        precheck,
        in_review: false,
    });
    tx.emit(Event::ProofSubmitted {
        item: item.id,
        text: text.to_owned(),
    });
    Ok(())
}

fn precheck(tx: &Tx, actor: PlayerId, what: &str, text: &str) -> Option<bool> {
    match Personnage::from_id(what)? {
        Personnage::Souffleur => {
            let phrase = tx.s.player(actor)?.counters.phrase.clone()?;
            Some(checks::phrase_present(text, &phrase))
        }
        Personnage::Alice => Some(checks::two_questions(text)),
        Personnage::Voyante => Some(checks::future_count(text) >= 3),
        Personnage::Chevalier => {
            // `/preuve chevalier PERSONNAGE texte…`: the meant Personnage, then the post.
            let (meant, post) = text.trim().split_once(' ')?;
            let meant = Personnage::from_id(meant)?;
            let listed = crate::ronde::ronde::visible(&tx.s, actor).contains(meant);
            Some(listed && checks::periphrase(post, meant.name()))
        }
        p @ (Personnage::PetiteSirene
        | Personnage::Halus
        | Personnage::Woody
        | Personnage::PierrotLunaire) => Some(zone_proof(tx, actor, p, text)),
        Personnage::Figurant => {
            let n =
                checks::lines(&text.replace("\\n", "\n"), tx.s.settings.rep_width as usize) as u32;
            Some((tx.s.settings.rep_min_lines..=tx.s.settings.rep_max_lines).contains(&n))
        }
        _ => None,
    }
}

/// `/joker`: declares a joker; an MJ confirms it.
pub fn joker(tx: &mut Tx, actor: PlayerId, day: Option<u32>, monster: bool) -> R {
    crate::ronde::plainte::game_open(tx)?;
    let x = tx.player(actor)?;
    let pending_monster =
        tx.s.jokers_pending
            .iter()
            .any(|(p, _, m)| *p == actor && *m);
    if monster && (!x.monstrueux || x.counters.monster_joker_used || pending_monster) {
        return Err(RondeError::NoJoker);
    }
    let eligible = x.has_jokers();
    let pending =
        tx.s.jokers_pending
            .iter()
            .filter(|(p, _, m)| *p == actor && !m)
            .count();
    let personal = !eligible || usize::from(x.jokers_used) + pending >= 2;
    if (!monster && personal) || x.status != Status::Masque {
        return Err(RondeError::NoJoker);
    }
    let day = day.unwrap_or(tx.day());
    if day + 1 < tx.day() || day > tx.day() {
        return Err(RondeError::Window("joker-jour"));
    }
    tx.emit(Event::JokerAsked {
        player: actor,
        day,
        monster,
    });
    Ok(())
}

/// `/deviner-ronde`: one try each, rotation-insensitive; +200 to the first right guess.
pub fn guess(tx: &mut Tx, actor: PlayerId, order: &[Personnage]) -> R {
    if !tx.s.created {
        return Err(RondeError::NoGame);
    }
    if tx.s.outcome.ended() {
        return Err(RondeError::Ended);
    }
    if tx.player(actor)?.kind != Kind::Joueur || !tx.s.dealt {
        return Err(RondeError::NotAPlayer);
    }
    if tx.s.guesses.contains_key(&actor) {
        return Err(RondeError::Guessed);
    }
    let ronde = &tx.s.ronde;
    let correct = order.len() == ronde.len()
        && (0..ronde.len())
            .any(|shift| (0..ronde.len()).all(|i| order[i] == ronde[(i + shift) % ronde.len()]));
    let first = correct && tx.s.ronde_winner.is_none();
    tx.emit(Event::Guessed {
        player: actor,
        correct,
        first,
    });
    if first {
        tx.score(actor, 200, Line::DevinerRonde, "deviner-ronde".into());
    }
    Ok(())
}

/// A message in a game thread: `repetitions`, `place-du-village`, `proces N`, `choeur`, `loge`.
pub fn post(tx: &mut Tx, author: PlayerId, channel: &str, text: &str, message: Option<u64>) -> R {
    may_write(&tx.s, author, channel)?;
    let day = tx.day();
    let at = tx.now;
    let settings = &tx.s.settings;
    let lines = checks::lines(&text.replace("\\n", "\n"), settings.rep_width as usize) as u32;
    let counted = channel == "repetitions"
        && (settings.rep_min_lines..=settings.rep_max_lines).contains(&lines);
    tx.emit(Event::Posted(Post {
        author,
        channel: channel.to_owned(),
        day,
        at,
        text: text.to_owned(),
        counted,
        message,
    }));
    crate::ronde::prechecks::on_post(tx, author, channel, text);
    Ok(())
}

/// The zone pre-check: the player's two FV posts of today, ≥ 6 h apart, from the cells the
/// proof gives in order (`x,y x,y`), each of the zone's sign.
fn zone_proof(tx: &Tx, actor: PlayerId, p: Personnage, text: &str) -> bool {
    let zone = match p {
        Personnage::PetiteSirene => "south",
        Personnage::Halus => "east",
        Personnage::Woody => "west",
        _ => "north",
    };
    let cells: Vec<(i64, i64)> = text
        .split_whitespace()
        .filter_map(|w| {
            let (x, y) = w.trim_matches(|c| c == '[' || c == ']').split_once(',')?;
            Some((x.parse().ok()?, y.parse().ok()?))
        })
        .collect();
    let day = tx.day();
    let times: Vec<i64> =
        tx.s.posts
            .iter()
            .filter(|x| x.author == actor && x.day == day && x.channel != "choeur")
            .map(|x| x.at.timestamp())
            .collect();
    let posts: Vec<(i64, i64, i64)> = times
        .iter()
        .zip(&cells)
        .map(|(t, (x, y))| (*t, *x, *y))
        .collect();
    checks::zone(&posts, zone)
}

/// Who may write where (the bot's channel access uses the same rule): everyone registered
/// but spectators in `tribunal` threads; the chorus for Démasqués and MJs; the Loge for the
/// Diva and MJs.
pub fn may_write(s: &crate::ronde::state::State, author: PlayerId, channel: &str) -> R {
    if !s.created {
        return Err(RondeError::NoGame);
    }
    let x = s.player(author).ok_or(RondeError::NotAPlayer)?;
    let mj = x.kind == Kind::Mj;
    if x.kind == Kind::Spectateur {
        return Err(RondeError::Spectator);
    }
    match channel {
        "choeur" if !mj && !s.chorus_members().contains(&author) => Err(RondeError::NotDemasque),
        "loge" if !mj && x.personnage != Some(Personnage::Diva) => Err(RondeError::NoPower),
        "choeur" | "loge" | "repetitions" | "place-du-village" => Ok(()),
        other => {
            let n: usize = other
                .strip_prefix("proces ")
                .and_then(|n| n.trim().parse().ok())
                .ok_or(RondeError::NotATrial)?;
            s.proces(n).map(|_| ()).ok_or(RondeError::NotATrial)
        }
    }
}

/// The Avocat's defence (`/preuve avocat-du-diable N joueur`): he posted in procès N during
/// the two-day window ending on `day`, for a player he never defended (himself allowed).
fn defence(tx: &mut Tx, actor: PlayerId, day: u32, text: &str) -> Option<bool> {
    let mut words = text.split_whitespace();
    let n: usize = words.next()?.trim_start_matches('#').parse().ok()?;
    let defended = tx.s.find(words.next()?)?;
    let channel = format!("proces {n}");
    let posted =
        tx.s.posts
            .iter()
            .any(|p| p.author == actor && p.channel == channel && p.day + 1 >= day && p.day <= day);
    let new = !tx.s.player(actor)?.counters.defended.contains(&defended);
    let ok = posted && new;
    if ok {
        tx.counters(actor, |c| c.defended.push(defended));
    }
    Some(ok)
}
