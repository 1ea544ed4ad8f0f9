//! §2, §5: who may read and write each game channel right now, a pure function of the
//! state. The Discord layer reconciles channel permissions with it; scenario files use it to
//! accept or refuse message lines.

use std::collections::BTreeSet;

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

/// Readers and writers of one channel.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ChannelAccess {
    pub read: BTreeSet<PlayerId>,
    pub write: BTreeSet<PlayerId>,
}

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
            a.cimetiere.write.insert(p.id);
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
