//! The upcaster: events only logs written before issue 9 hold. Then a fact was logged apart
//! from its message, which followed it whole in a `Told`; today each fact carries no text and
//! its notices are derived from it. An old fact is folded as the fact that replaced it, and
//! its message is shown as it was stored, so an old game reads as it was played.

use serde::de::{DeserializeSeed, EnumAccess, IntoDeserializer, VariantAccess, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::notice::{Notice, PlayerId};
use crate::ronde::event::Event;
use crate::ronde::personnage::Personnage;
use crate::ronde::souffle::PendingBlow;

/// An event of before issue 9, as that code spelled it in the log.
///
/// ```
/// use engine::notice::PlayerId;
/// use engine::ronde::event::{Event, Legacy};
///
/// // read with its old spelling…
/// let old: Event = serde_json::from_str(r#"{"Slept":{"player":3,"day":2}}"#).unwrap();
/// let slept = Legacy::Slept { player: PlayerId(3), day: 2 };
/// assert_eq!(old, Event::Legacy(slept.clone()));
/// // …folded as today's fact, written back as it was read
/// assert_eq!(slept.upcast(), Some(Event::FellAsleep { player: PlayerId(3), day: 2 }));
/// assert_eq!(serde_json::to_string(&old).unwrap(), r#"{"Slept":{"player":3,"day":2}}"#);
/// ```
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Legacy {
    /// Now [`Event::AnnulmentRequested`].
    AvocatFlagged { n: usize, avocat: PlayerId },
    /// Now [`Event::WentUnofficial`].
    Unofficial { player: PlayerId },
    /// Now [`Event::MaskGiven`].
    Transfigured { player: PlayerId },
    /// Now [`Event::RoleInherited`].
    RevenantRole {
        player: PlayerId,
        personnage: Personnage,
    },
    /// Now [`Event::FellAsleep`].
    Slept { player: PlayerId, day: u32 },
    /// Now [`Event::JokerAsked`].
    JokerDeclared {
        player: PlayerId,
        day: u32,
        /// The monstrous player's own joker, not one of his two.
        monster: bool,
    },
    /// Now [`Event::SireneOrdered`].
    OrderGiven {
        id: usize,
        target: PlayerId,
        order: String,
        day: u32,
    },
    /// Now [`Event::BlowToJudge`].
    BlowPending(PendingBlow),
    /// A message stored whole: every answer, secret, prompt and MJ card of those logs.
    Told(Notice),
}

impl Legacy {
    /// The fact of today this event stands for, to fold; its message is not in it (the
    /// `Told` after it carries that). `None` for a `Told`, which changes no state.
    #[must_use]
    pub fn upcast(&self) -> Option<Event> {
        Some(match self.clone() {
            Legacy::AvocatFlagged { n, avocat } => Event::AnnulmentRequested { n, avocat },
            Legacy::Unofficial { player } => Event::WentUnofficial { player },
            Legacy::Transfigured { player } => Event::MaskGiven { player },
            Legacy::RevenantRole { player, personnage } => {
                Event::RoleInherited { player, personnage }
            }
            Legacy::Slept { player, day } => Event::FellAsleep { player, day },
            Legacy::JokerDeclared {
                player,
                day,
                monster,
            } => Event::JokerAsked {
                player,
                day,
                monster,
            },
            Legacy::OrderGiven {
                id,
                target,
                order,
                day,
            } => Event::SireneOrdered {
                id,
                target,
                order,
                day,
            },
            Legacy::BlowPending(blow) => Event::BlowToJudge(blow),
            Legacy::Told(_) => return None,
        })
    }

    /// The message a `Told` stored.
    #[must_use]
    pub fn told(&self) -> Option<&Notice> {
        match self {
            Legacy::Told(n) => Some(n),
            _ => None,
        }
    }
}

/// The old events' names in the log.
const TAGS: [&str; 9] = [
    "AvocatFlagged",
    "Unofficial",
    "Transfigured",
    "RevenantRole",
    "Slept",
    "JokerDeclared",
    "OrderGiven",
    "BlowPending",
    "Told",
];

impl Serialize for Event {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Event::Legacy(old) => old.serialize(s),
            live => Event::serialize(live, s),
        }
    }
}

impl<'de> Deserialize<'de> for Event {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_enum("Event", &[], Tagged)
    }
}

/// Reads an event's name, then hands the rest to today's events or to the old ones: one
/// pass over the input, nothing buffered.
struct Tagged;

impl<'de> Visitor<'de> for Tagged {
    type Value = Event;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("a Ronde event")
    }

    fn visit_enum<A: EnumAccess<'de>>(self, data: A) -> Result<Event, A::Error> {
        let (tag, rest): (String, A::Variant) = data.variant()?;
        let replay = Replay { tag, rest };
        if TAGS.contains(&replay.tag.as_str()) {
            Legacy::deserialize(replay).map(Event::Legacy)
        } else {
            Event::deserialize(replay)
        }
    }
}

/// An enum whose name was already read: gives it again, then the rest as it comes.
struct Replay<R> {
    tag: String,
    rest: R,
}

impl<'de, R: VariantAccess<'de>> Deserializer<'de> for Replay<R> {
    type Error = R::Error;

    fn deserialize_any<W: Visitor<'de>>(self, visitor: W) -> Result<W::Value, R::Error> {
        visitor.visit_enum(self)
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes byte_buf
        option unit unit_struct newtype_struct seq tuple tuple_struct map struct enum
        identifier ignored_any
    }
}

impl<'de, R: VariantAccess<'de>> EnumAccess<'de> for Replay<R> {
    type Error = R::Error;
    type Variant = R;

    fn variant_seed<S: DeserializeSeed<'de>>(self, seed: S) -> Result<(S::Value, R), R::Error> {
        let tag = seed.deserialize(self.tag.into_deserializer())?;
        Ok((tag, self.rest))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every old name is read as an old event, and written back as it was read.
    #[test]
    fn every_old_event_reads_and_writes_its_old_spelling() {
        let blow = serde_json::json!({"id": 1, "souffleur": 10, "target": 3,
            "excerpt": "des noisettes", "members": [], "day": 3});
        let notice = serde_json::to_value(Notice::new(crate::notice::Audience::Mjs, "x")).unwrap();
        let payloads = [
            serde_json::json!({"n": 1, "avocat": 2}),
            serde_json::json!({"player": 2}),
            serde_json::json!({"player": 2}),
            serde_json::json!({"player": 2, "personnage": "Diva"}),
            serde_json::json!({"player": 2, "day": 3}),
            serde_json::json!({"player": 2, "day": 3, "monster": false}),
            serde_json::json!({"id": 1, "target": 2, "order": "chante", "day": 3}),
            blow,
            notice,
        ];
        for (tag, payload) in TAGS.iter().zip(payloads) {
            let text = serde_json::json!({ *tag: payload }).to_string();
            let event: Event = serde_json::from_str(&text).unwrap();
            assert!(matches!(event, Event::Legacy(_)), "{tag}");
            let again = serde_json::to_value(&event).unwrap();
            assert_eq!(again.to_string(), text, "{tag}");
        }
    }

    /// Today's events, unit ones too, keep their spelling; an unknown name is an error.
    #[test]
    fn todays_events_keep_their_spelling() {
        for event in [
            Event::GameEnded,
            Event::FellAsleep {
                player: PlayerId(2),
                day: 3,
            },
        ] {
            let text = serde_json::to_string(&event).unwrap();
            assert!(!text.contains("Legacy"), "{text}");
            assert_eq!(serde_json::from_str::<Event>(&text).unwrap(), event);
        }
        assert!(serde_json::from_str::<Event>(r#"{"Nope":{}}"#).is_err());
    }
}
