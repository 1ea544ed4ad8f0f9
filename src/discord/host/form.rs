//! A form's offer (an MJ's answer, a count, an excerpt): its button opens a modal with the
//! offer's fields, and the modal, once sent, is checked as a click is (the sender's, still the
//! game's offer with the same key) and then filled in: every field legal, or a localized
//! refusal that changes nothing. It opens only for whom may read the channel it is in, since
//! a field may start as the message's text.

use engine::offer::{Field, FieldKind, Pick, Picked};
use engine::PlayerId;
use poise::serenity_prelude as serenity;

use super::click::Live;
use super::components::Component;
use super::reply::{Answering, Reply};
use super::{Host, Hosted};
use crate::discord::error::{reader_locale, BotError, Refusal};

/// Discord's longest modal title and text input label.
const TITLE: usize = 45;
/// Discord's longest text input value.
const VALUE: usize = 4000;

/// `text` cut to `max` characters (an ellipsis last).
fn cut(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        text.to_owned()
    } else {
        text.chars().take(max - 1).chain(['…']).collect()
    }
}

/// The text input of one field; `quoted`: the message the form is opened from.
fn input(label: String, field: &Field, quoted: &str) -> serenity::CreateActionRow {
    let (style, max) = match field.kind {
        FieldKind::Text { max } => (serenity::InputTextStyle::Paragraph, max),
        FieldKind::Number { max } => (
            serenity::InputTextStyle::Short,
            max.to_string().len().try_into().unwrap_or(10),
        ),
    };
    let mut text = serenity::CreateInputText::new(style, cut(&label, TITLE), field.id.clone())
        .min_length(1)
        .max_length(max)
        .required(true);
    if field.quote && !quoted.trim().is_empty() {
        text = text.value(cut(quoted, usize::from(max).min(VALUE)));
    }
    serenity::CreateActionRow::InputText(text)
}

/// The values a modal was sent with: (field id, text).
fn values(m: &serenity::ModalInteraction) -> Vec<(String, String)> {
    m.data
        .components
        .iter()
        .flat_map(|row| &row.components)
        .filter_map(|c| match c {
            serenity::ActionRowComponent::InputText(t) => {
                Some((t.custom_id.clone(), t.value.clone().unwrap_or_default()))
            }
            _ => None,
        })
        .collect()
}

impl<G: Hosted> Host<G> {
    /// A channel's form opens only for whom may read the channel, as the game's access says
    /// (a player's own form is theirs already).
    fn may_open(live: &Live<G>, user: u64, channel: u64) -> Result<(), BotError> {
        let name = live.table.name_of(channel);
        let reads = live.player != 0
            || G::access(&live.state)
                .iter()
                .any(|(n, a)| Some(*n) == name && a.read.contains(&PlayerId(user)));
        if reads {
            Ok(())
        } else {
            Err(Refusal::ButtonNotYours.into())
        }
    }

    /// Opens the form of a clicked form's button: a modal whose `custom_id` is the button's.
    pub(super) async fn open_form(
        &self,
        http: &serenity::Http,
        c: &serenity::ComponentInteraction,
        live: &Live<G>,
        fields: &[Field],
    ) -> Result<(), BotError> {
        Self::may_open(live, c.user.id.get(), c.channel_id.get())?;
        let locale = reader_locale(Some(&c.locale), &self.locale(&live.table).await);
        let title = G::label(&self.i18n, &locale, &live.offer.action);
        let rows = fields
            .iter()
            .take(5)
            .map(|f| {
                input(
                    G::field_label(&self.i18n, &locale, f),
                    f,
                    &c.message.content,
                )
            })
            .collect();
        let modal = serenity::CreateModal::new(c.data.custom_id.clone(), cut(&title, TITLE))
            .components(rows);
        let open = serenity::CreateInteractionResponse::Modal(modal);
        super::retry::callback(c.id, || c.create_response(http, open.clone())).await?;
        Ok(())
    }

    /// A form sent: checked, filled in, handed to the game, answered.
    pub(super) async fn submitted(
        &self,
        http: &serenity::Http,
        m: &serenity::ModalInteraction,
        component: Component,
    ) -> Result<(), BotError> {
        let (user, channel) = (m.user.id.get(), m.channel_id.get());
        let live = self.live(user, channel, component).await?;
        Self::may_open(&live, user, channel)?;
        let Pick::Form(_) = &live.offer.pick else {
            return Err(Refusal::ButtonStale.into());
        };
        let picked = Picked {
            fields: values(m),
            ..Picked::default()
        };
        if !live.offer.pick.fills(&picked.fields) {
            return Err(Refusal::FormInvalid.into());
        }
        let command = G::command_for(PlayerId(user), &live.offer.action, &picked)
            .ok_or(Refusal::FormInvalid)?;
        let locale = reader_locale(Some(&m.locale), &self.locale(&live.table).await);
        let reply = Reply::from(m);
        let (sent, answering) = reply.in_time(http, self.send(live.game, command)).await?;
        let id = match sent {
            Ok(_) => "done".to_owned(),
            Err(e) if answering == Answering::Now => return Err(e),
            Err(e) => e.message_id().unwrap_or_else(|| "error-unexpected".into()),
        };
        reply
            .say(http, self.i18n.get(&locale, &id, &[]), answering)
            .await
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_field_becomes_a_text_input_within_discord_limits() {
        let long = "x".repeat(60);
        let row = input(long.clone(), &Field::number("objets-1", 999, "Karim"), "");
        let v = serde_json::to_value(&row).unwrap();
        let t = &v["components"][0];
        assert_eq!(t["type"], 4);
        assert_eq!(t["style"], 1, "a number is a short input");
        assert_eq!(t["max_length"], 3);
        assert_eq!(t["label"].as_str().unwrap().chars().count(), TITLE);
        assert!(t.get("value").is_none());
        let quoted = "é".repeat(2000);
        let row = input(
            "Extrait".into(),
            &Field::text("texte", 1500).quoting(),
            &quoted,
        );
        let v = serde_json::to_value(&row).unwrap();
        let t = &v["components"][0];
        assert_eq!(t["style"], 2);
        assert_eq!(t["value"].as_str().unwrap().chars().count(), 1500);
        assert!(t["value"].as_str().unwrap().ends_with('…'));
    }
}
