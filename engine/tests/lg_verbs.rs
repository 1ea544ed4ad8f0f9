//! Loups-Garous' vocabulary table is its own inverse: every command the simulator's
//! players send is written as arguments and built back to itself, its scenario words read
//! back to the same arguments; a prompt's click and the slash command make one command.

use engine::loups_garous::simulate::simulate_commands;
use engine::loups_garous::verbs::command_for;
use engine::loups_garous::{Command, Item, LoupsGarous, MjCommand};
use engine::offer::Picked;
use engine::verbs::{self, Vocabulary as _};
use engine::PlayerId;

fn name(p: PlayerId) -> String {
    format!("joueur{}", p.0)
}

fn unname(w: &str) -> Result<PlayerId, String> {
    w.strip_prefix("joueur")
        .and_then(|n| n.parse().ok())
        .map(PlayerId)
        .ok_or_else(|| format!("unknown player `{w}`"))
}

/// Asserts the round trips of one command: arguments, then the words of a scenario line.
fn round_trip(cmd: &Command) {
    let (verb, actor, args) = verbs::written(LoupsGarous::verbs(), cmd)
        .unwrap_or_else(|| panic!("no verb writes {cmd:?}"));
    assert_eq!(
        (verb.build)(actor, &args).as_ref(),
        Ok(cmd),
        "{}",
        verb.path
    );
    let line = verbs::write(verb, &args, &name, &mut |t| t.to_owned());
    let words: Vec<String> = line.split(' ').map(str::to_owned).collect();
    let path_len = verb.path.split(' ').count();
    assert_eq!(words[..path_len].join(" "), verb.path);
    let read = verbs::read(verb, &words[path_len..], &unname).expect(&line);
    assert_eq!(read, args, "{line}");
}

#[test]
fn every_simulated_command_round_trips() {
    let mut seen = std::collections::BTreeSet::new();
    for (players, seed) in [(8, 1), (12, 2), (18, 3), (30, 4), (12, 5), (24, 6)] {
        let commands = simulate_commands(players, seed).expect("the game starts");
        assert!(
            commands.len() > players,
            "{players} players sent {}",
            commands.len()
        );
        for cmd in &commands {
            round_trip(cmd);
            if let Some((verb, _, _)) = verbs::written(LoupsGarous::verbs(), cmd) {
                seen.insert(verb.path);
            }
        }
    }
    for path in ["utiliser", "voter", "rentrer"] {
        assert!(seen.contains(path), "no simulated `{path}`: {seen:?}");
    }
}

#[test]
fn the_mj_commands_round_trip() {
    for mj in [
        MjCommand::Start,
        MjCommand::Pause,
        MjCommand::Resume,
        MjCommand::Advance,
        MjCommand::Extend(90),
        MjCommand::Exclude(PlayerId(4)),
        MjCommand::Terminate,
    ] {
        round_trip(&Command::Mj(mj));
    }
    let prolonger = verbs::find(LoupsGarous::verbs(), "mj prolonger").expect("prolonger");
    let read = verbs::read(prolonger, &["2m".to_owned()], &unname).expect("2m");
    assert_eq!(
        (prolonger.build)(PlayerId(0), &read),
        Ok(Command::Mj(MjCommand::Extend(120)))
    );
}

#[test]
fn a_click_and_the_slash_command_make_one_command() {
    let picked = Picked {
        targets: vec![PlayerId(7)],
        ..Picked::default()
    };
    let vote = command_for(PlayerId(2), "bulletin", &picked).expect("a vote");
    assert_eq!(
        vote,
        Command::Vote {
            player: PlayerId(2),
            target: Some(PlayerId(7))
        }
    );
    round_trip(&vote);
    let shot = command_for(PlayerId(2), Item::Fusil.id(), &picked).expect("a shot");
    let utiliser = verbs::find(LoupsGarous::verbs(), "utiliser").expect("utiliser");
    let words = ["fusil".to_owned(), "joueur7".to_owned()];
    let args = verbs::read(utiliser, &words, &unname).expect("read");
    assert_eq!((utiliser.build)(PlayerId(2), &args), Ok(shot));
    // an item that does not exist is refused by name, and changes nothing
    let bad = verbs::read(utiliser, &["baguette".to_owned()], &unname).expect("read");
    assert!((utiliser.build)(PlayerId(2), &bad).is_err());
}
