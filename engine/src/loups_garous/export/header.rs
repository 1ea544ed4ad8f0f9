//! The head of an exported scenario: the game, its seed and start, the settings that differ
//! from the defaults, the players with their roles and, in a voice game, who is where.

use chrono::SecondsFormat;

use super::Writer;
use crate::game::Timestamp;
use crate::loups_garous::settings::Settings;
use crate::notice::PlayerId;

impl Writer {
    /// The scenario's head: seed, start, the settings that differ, the players and their
    /// roles, who is in which voice room.
    pub(super) fn header(&self, settings: &Settings, start: Timestamp) -> String {
        let mut h = String::from(
            "# Partie exportée par Régisseur (/mj exporter).\n\
             # Rejouer : regisseur play FICHIER.scn\n\
             game loups-garous\n",
        );
        h.push_str(&format!("seed {}\n", self.seed));
        h.push_str(&format!(
            "start {}\n",
            start.to_rfc3339_opts(SecondsFormat::Millis, true)
        ));
        let set: Vec<String> = settings
            .differences(&Settings::default())
            .into_iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect();
        if !set.is_empty() {
            h.push_str(&format!("set {}\n", set.join(" ")));
        }
        let seats: Vec<&PlayerId> = self.state.players.iter().map(|p| &p.id).collect();
        let names: Vec<String> = seats.iter().map(|id| self.name(**id)).collect();
        h.push_str(&format!("players {}\n", names.join(" ")));
        let roles: Vec<String> = self
            .state
            .players
            .iter()
            .map(|p| format!("{}={}", self.name(p.id), p.role.id()))
            .collect();
        h.push_str(&format!("roles {}\n", roles.join(" ")));
        if settings.vocal {
            let in_voice: Vec<String> = self
                .state
                .players
                .iter()
                .filter_map(|p| match p.room? {
                    crate::loups_garous::voice::Room::Place => Some(self.name(p.id)),
                    room => Some(format!("{}={}", self.name(p.id), room.id())),
                })
                .collect();
            let listed = if in_voice.is_empty() {
                "-".to_owned()
            } else {
                in_voice.join(" ")
            };
            h.push_str(&format!("voice {listed}\n"));
        }
        h.push('\n');
        h
    }
}
