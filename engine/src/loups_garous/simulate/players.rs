//! Who plays the seats: today's random bots, smart ones, or smart ones on one side only.

use crate::loups_garous::role::{Camp, Role};

/// Who plays the seats: today's random bots, smart ones, or smart ones on one side only
/// (the village's camp as dealt, or everyone else).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Players {
    Random,
    #[default]
    Smart,
    SmartVillage,
    SmartHostiles,
}

impl Players {
    pub const ALL: [Players; 4] = [
        Players::Random,
        Players::Smart,
        Players::SmartVillage,
        Players::SmartHostiles,
    ];

    /// The stable id (`smart-village`).
    pub fn id(self) -> &'static str {
        match self {
            Players::Random => "random",
            Players::Smart => "smart",
            Players::SmartVillage => "smart-village",
            Players::SmartHostiles => "smart-hostiles",
        }
    }

    pub fn from_id(id: &str) -> Option<Players> {
        Players::ALL.into_iter().find(|p| p.id() == id)
    }

    /// Whether the seat dealt `role` is played by a smart bot.
    pub(crate) fn smart(self, role: Role) -> bool {
        match self {
            Players::Random => false,
            Players::Smart => true,
            Players::SmartVillage => role.camp() == Camp::Village,
            Players::SmartHostiles => role.camp() != Camp::Village,
        }
    }
}
