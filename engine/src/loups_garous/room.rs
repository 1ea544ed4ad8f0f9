//! The voice channels a voice game's players are in: a type of the state and the events,
//! apart from the voice rules (`voice`) that read it.

use serde::{Deserialize, Serialize};

/// One of a voice game's two voice channels.
///
/// ```
/// use engine::loups_garous::voice::Room;
/// assert_eq!(Room::from_id("cimetiere"), Some(Room::Cimetiere));
/// assert_eq!(Room::Place.channel(), "place-vocal");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Room {
    /// The square: the living speak there when they hold the microphone, the dead listen.
    Place,
    /// The dead's own voice channel; the living cannot join it.
    Cimetiere,
}

impl Room {
    pub const ALL: [Room; 2] = [Room::Place, Room::Cimetiere];

    /// Its name in scenario files and checks (`place`, `cimetiere`).
    pub fn id(self) -> &'static str {
        match self {
            Room::Place => "place",
            Room::Cimetiere => "cimetiere",
        }
    }

    pub fn from_id(id: &str) -> Option<Room> {
        Room::ALL.into_iter().find(|r| r.id() == id)
    }

    /// Its stable name among the game's channels (what [`crate::Game::access`] lists).
    pub fn channel(self) -> &'static str {
        match self {
            Room::Place => "place-vocal",
            Room::Cimetiere => "cimetiere-vocal",
        }
    }
}
