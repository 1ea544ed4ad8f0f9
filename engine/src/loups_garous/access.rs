//! §2, §5: who may read and write each game channel right now, a pure function of the
//! state. The Discord layer reconciles channel permissions with it; scenario files use it to
//! accept or refuse message lines.

use super::role::Role;
use super::state::{DayStage, NightStep, Phase, State};
use crate::notice::PlayerId;

/// A game channel.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Channel {
    Place,
    Meute,
    Cimetiere,
    Amoureux,
}

impl Channel {
    pub fn id(self) -> &'static str {
        match self {
            Channel::Place => "place",
            Channel::Meute => "meute",
            Channel::Cimetiere => "cimetiere",
            Channel::Amoureux => "amoureux",
        }
    }

    pub fn from_id(id: &str) -> Option<Channel> {
        [
            Channel::Place,
            Channel::Meute,
            Channel::Cimetiere,
            Channel::Amoureux,
        ]
        .into_iter()
        .find(|c| c.id() == id)
    }
}

pub use crate::game::ChannelAccess;

/// Every channel's access.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Access {
    pub place: ChannelAccess,
    pub meute: ChannelAccess,
    pub cimetiere: ChannelAccess,
    pub amoureux: ChannelAccess,
}

impl Access {
    pub fn get(&self, channel: Channel) -> &ChannelAccess {
        match channel {
            Channel::Place => &self.place,
            Channel::Meute => &self.meute,
            Channel::Cimetiere => &self.cimetiere,
            Channel::Amoureux => &self.amoureux,
        }
    }

    pub fn may_write(&self, channel: Channel, player: PlayerId) -> bool {
        self.get(channel).write.contains(&player)
    }

    pub fn may_read(&self, channel: Channel, player: PlayerId) -> bool {
        self.get(channel).read.contains(&player)
    }
}

/// The access table of this state.
pub fn access(s: &State) -> Access {
    let mut a = Access::default();
    if s.phase == Phase::Lobby {
        return a;
    }
    if s.phase == Phase::Ended {
        for p in &s.players {
            a.place.read.insert(p.id);
            a.place.write.insert(p.id);
            a.cimetiere.read.insert(p.id);
        }
        return a;
    }
    let open_floor = matches!(
        s.phase,
        Phase::Day(
            _,
            DayStage::Libre
                | DayStage::Election
                | DayStage::Assemblee
                | DayStage::Vote
                | DayStage::Egalite
                | DayStage::SecondVote
        )
    );
    let parole = s.is_stage(DayStage::Parole);
    let chasse = s.is_step(NightStep::Chasse);
    for p in &s.players {
        if !p.alive {
            a.place.read.insert(p.id);
            a.cimetiere.read.insert(p.id);
            // « Un bâillonné ne parle plus jusqu'à la fin de la partie », dead too, until
            // the Roi du silence dies.
            if !p.gagged {
                a.cimetiere.write.insert(p.id);
            }
            continue;
        }
        let speaks = !p.gagged && !p.locked;
        if !p.locked {
            a.place.read.insert(p.id);
        }
        let floor = open_floor || (parole && s.today.speaker == Some(p.id));
        if speaks && floor {
            a.place.write.insert(p.id);
        }
        if s.in_den(p.id) {
            a.meute.read.insert(p.id);
            if chasse && !p.gagged && s.night.hunters.contains(&p.id) {
                a.meute.write.insert(p.id);
            }
        }
        if p.role == Role::Necromancien && !p.locked {
            a.cimetiere.read.insert(p.id);
            if !p.gagged {
                a.cimetiere.write.insert(p.id);
            }
        }
        if s.lover_of(p.id).is_some() && !p.locked {
            a.amoureux.read.insert(p.id);
            if !p.gagged {
                a.amoureux.write.insert(p.id);
            }
        }
    }
    a
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Ctx, Game};
    use crate::loups_garous::{Command, LoupsGarous, MjCommand, Settings};

    /// A started game: Alice voyante, Bob wolf, Chloe Nécromancien, David and Emma lovers.
    fn game() -> State {
        let roles = [
            Role::Voyante,
            Role::LoupGarou,
            Role::Necromancien,
            Role::Villageois,
            Role::Villageois,
            Role::Villageois,
        ];
        let players = ["Alice", "Bob", "Chloe", "David", "Emma", "Farid"]
            .iter()
            .enumerate()
            .map(|(i, n)| (PlayerId(i as u64 + 1), n.to_string()))
            .collect();
        let mut s = State::default();
        let now = chrono::DateTime::from_timestamp(0, 0).unwrap();
        let create = Command::Create {
            players,
            settings: Box::new(Settings::default()),
            roles: Some(roles.to_vec()),
            composition: None,
            seed: 1,
            fixed_seating: true,
        };
        for c in [create, Command::Mj(MjCommand::Start)] {
            LoupsGarous::execute(&mut s, &c, &mut Ctx::new(now, 1, 0)).unwrap();
        }
        s.lovers = Some((PlayerId(4), PlayerId(5)));
        s
    }

    #[test]
    fn the_dead_read_the_place_and_the_cemetery_but_not_the_den_nor_the_lovers() {
        let mut s = game();
        s.players[1].alive = false;
        s.players[3].alive = false;
        let a = access(&s);
        assert!(a.may_read(Channel::Place, PlayerId(2)));
        assert!(!a.may_write(Channel::Place, PlayerId(2)));
        assert!(a.may_write(Channel::Cimetiere, PlayerId(2)));
        assert!(!a.may_read(Channel::Meute, PlayerId(2)));
        assert!(!a.may_read(Channel::Amoureux, PlayerId(4)));
        assert!(a.may_read(Channel::Amoureux, PlayerId(5)));
    }

    #[test]
    fn the_necromancien_loses_the_cemetery_when_locked_and_writes_nothing_when_gagged() {
        let mut s = game();
        assert!(access(&s).may_write(Channel::Cimetiere, PlayerId(3)));
        s.players[2].gagged = true;
        let a = access(&s);
        assert!(a.may_read(Channel::Cimetiere, PlayerId(3)));
        assert!(!a.may_write(Channel::Cimetiere, PlayerId(3)));
        s.players[2].locked = true;
        assert!(!access(&s).may_read(Channel::Cimetiere, PlayerId(3)));
        assert!(!access(&s).may_read(Channel::Place, PlayerId(3)));
    }

    #[test]
    fn a_locked_wolf_keeps_reading_the_den_and_the_den_is_written_only_during_the_hunt() {
        let mut s = game();
        s.players[1].locked = true;
        let a = access(&s);
        assert!(a.may_read(Channel::Meute, PlayerId(2)));
        assert!(!a.may_write(Channel::Meute, PlayerId(2)));
        s.players[1].locked = false;
        s.phase = Phase::Night(1, NightStep::Chasse);
        s.night.hunters.insert(PlayerId(2));
        assert!(access(&s).may_write(Channel::Meute, PlayerId(2)));
        assert!(!access(&s).may_read(Channel::Meute, PlayerId(1)));
    }

    #[test]
    fn during_a_speaking_turn_only_the_speaker_writes() {
        let mut s = game();
        s.phase = Phase::Day(2, DayStage::Parole);
        s.today.speaker = Some(PlayerId(4));
        let a = access(&s);
        assert_eq!(
            a.place.write.iter().copied().collect::<Vec<_>>(),
            [PlayerId(4)]
        );
        s.phase = Phase::Day(2, DayStage::Assemblee);
        s.players[0].gagged = true;
        let a = access(&s);
        assert_eq!(a.place.write.len(), 5);
        assert!(!a.may_write(Channel::Place, PlayerId(1)));
    }
}
