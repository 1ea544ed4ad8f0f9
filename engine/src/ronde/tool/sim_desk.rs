//! A simulated game seen from the MJs' desk: diligent bots meet their constraints every day
//! (Alice asks her questions in the tribunal, the Souffleur slips in his phrase, the others
//! send a proof), some forget, and every card the desk gets is counted per day — with the
//! mechanical pre-checks on or off (the figure of issue 10).

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::game::{Ctx, Game};
use crate::notice::{Audience, PlayerId};
use crate::ronde::command::{Command, Power};
use crate::ronde::personnage::Personnage;
use crate::ronde::sim::Sim;
use crate::ronde::Ronde;

/// The cards (MJ notices with buttons) the desk got on each day J1..J13 of a game of
/// `players` diligent bots, one in `forget` forgetting a day.
pub fn cards_per_day(seed: u64, players: usize, prechecks: bool, forget: u32) -> Vec<usize> {
    let mut sim = Sim::new(seed, players, 0);
    sim.state.settings.prechecks = prechecks;
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0xde5c);
    let mut cards = vec![0usize; 14];
    let mut last_day = 0;
    while !sim.state.outcome.ended() {
        let day = sim.state.day;
        if day != last_day {
            last_day = day;
            for cmd in diligence(&sim, &mut rng, forget) {
                count(&mut sim, &cmd, &mut cards);
            }
        }
        sim.now += chrono::Duration::hours(1);
        let tick = Command::Tick(sim.now);
        count(&mut sim, &tick, &mut cards);
        for _ in 0..6 {
            let cmd = sim.command_from(rng.random());
            count(&mut sim, &cmd, &mut cards);
        }
    }
    cards.remove(0);
    cards
}

/// Plays a command and counts the desk's cards among its notices, on the day they came.
fn count(sim: &mut Sim, cmd: &Command, cards: &mut [usize]) {
    let seq = sim.log.len() as u64;
    let mut ctx = Ctx::new(sim.now, sim.seed, seq);
    let Ok(d) = Ronde::evolve(&sim.state, cmd, &mut ctx) else {
        return;
    };
    let day = d.state.day.min(13) as usize;
    cards[day] += d
        .notices
        .iter()
        .filter(|n| n.audience == Audience::Mjs && !n.prompts.is_none())
        .count();
    sim.log.extend(d.events);
    sim.state = d.state;
}

/// What every masked player does for his constraint today (one in `forget` forgets).
fn diligence(sim: &Sim, rng: &mut ChaCha8Rng, forget: u32) -> Vec<Command> {
    let s = &sim.state;
    let mut out = Vec::new();
    for x in s.players.values().filter(|x| x.can_act()) {
        let actor = x.id;
        if x.holds(Personnage::Souffleur) && x.counters.phrase.is_none() {
            out.push(Command::Power {
                actor,
                power: Power::Phrase {
                    text: PHRASE.into(),
                },
            });
        }
        if forget > 0 && rng.random_range(0..forget) == 0 {
            continue;
        }
        let post = |channel: &str, text: &str| Command::Post {
            author: actor,
            channel: channel.into(),
            text: text.into(),
            message: None,
        };
        out.push(post("repetitions", "Un texte\nen trois\nlignes"));
        out.push(post("place-du-village", &chatter(x.id)));
        let items: Vec<String> = s
            .checklist
            .iter()
            .filter(|i| i.player == actor && i.day == s.day && i.open() && !i.in_review)
            .map(|i| i.what.clone())
            .collect();
        for what in items {
            out.push(Command::Proof {
                actor,
                what,
                text: "https://hordes.fr/capture.png".into(),
                posts: Vec::new(),
            });
        }
    }
    out
}

const PHRASE: &str = "le vent se lève il faut tenter de vivre";

/// A message of the day: two questions and the Souffleur's phrase.
fn chatter(p: PlayerId) -> String {
    format!(
        "Qui a vu passer {} ? Et pourquoi ? Le vent se lève, il faut tenter de vivre.",
        p.0
    )
}
