//! What a pick of an offer stands for (a click on a button or a menu): the player's
//! plainte, vote or power, or an MJ's decision on the desk; and whether events record a
//! player using an action (a prompt then says "done", not "expired").

use crate::notice::PlayerId;
use crate::offer::Picked;
use crate::ronde::command::{ChorusCmd, Command};
use crate::ronde::event::Event;
use crate::ronde::Ronde;
use crate::verbs::{self, Vocabulary as _, Who};

/// The command a pick of `action` by `player` stands for.
pub fn command_for(player: PlayerId, action: &str, picked: &Picked) -> Option<Command> {
    let option = picked.option.as_deref();
    let target = picked.targets.first().copied();
    if let Some(command) = crate::ronde::offers_forms::command_for(player, action, picked) {
        return Some(command);
    }
    if let Some(n) = action.strip_prefix("plainte-").and_then(|n| n.parse().ok()) {
        return Some(Command::Complain {
            actor: player,
            proces: n,
            anonymous: false,
        });
    }
    let proces = || option.and_then(|o| o.parse::<usize>().ok());
    match action {
        "plainte" | "plainte-anonyme" => Some(Command::Complain {
            actor: player,
            proces: proces()?,
            anonymous: action == "plainte-anonyme",
        }),
        "voter" => Some(Command::Chorus {
            actor: player,
            cmd: ChorusCmd::Vote {
                proposal: proces()?,
            },
        }),
        // The players' verbs; the desk's cards are the MJs' own (`Command::Desk`).
        _ => verbs::from_pick(Ronde::verbs(), Who::Player, player, action, picked)
            .or_else(|| crate::ronde::offers_mj::command_for(player, action, option, target)),
    }
}

/// Whether these events record `player` using `action`.
pub fn used(events: &[Event], player: PlayerId, action: &str) -> bool {
    events.iter().any(|e| match (action, e) {
        ("monstre", Event::MonsterDesignated { heros, .. }) => *heros == player,
        (
            "plainte" | "plainte-anonyme",
            Event::ActionSpent {
                player: p, opening, ..
            },
        ) => *p == player && !opening,
        ("voter", Event::Voted { voter, .. }) => *voter == player,
        ("pas-moi", Event::PasMoiProclaimed { heros, .. }) => *heros == player,
        ("designer", Event::DivaDesignated { .. }) => true,
        ("endormir", Event::FellAsleep { .. }) => true,
        _ => false,
    })
}
