//! Rich messages: a card (Discord's embed: a title, a colour, a text, fields) and the parts
//! of a group of notices (lines of text and cards, in the order they were told), fitted to
//! Discord's limits: a long list is split across fields and embeds at its lines, never cut.

use poise::serenity_prelude as serenity;

/// Discord's limits on an embed (<https://discord.com/developers/docs/resources/message#embed-object-embed-limits>).
pub const MAX_TITLE: usize = 256;
pub const MAX_DESCRIPTION: usize = 4096;
pub const MAX_FIELDS: usize = 25;
pub const MAX_FIELD_NAME: usize = 256;
pub const MAX_FIELD_VALUE: usize = 1024;
pub const MAX_FOOTER: usize = 2048;
/// Every text of one message's embeds together.
pub const MAX_TOTAL: usize = 6000;

/// A card: one embed, or several when it does not fit in one.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Card {
    pub title: String,
    /// `0xRRGGBB`.
    pub colour: u32,
    pub description: String,
    pub fields: Vec<Field>,
    pub footer: Option<String>,
}

/// A card's field: a name and its lines.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Field {
    pub name: String,
    pub value: String,
    pub inline: bool,
}

impl Card {
    pub fn new(title: impl Into<String>, colour: u32) -> Self {
        Card {
            title: title.into(),
            colour,
            ..Card::default()
        }
    }

    pub fn description(mut self, text: impl Into<String>) -> Self {
        self.description = text.into();
        self
    }

    /// Adds a field (nothing when `value` is empty: Discord refuses an empty field).
    pub fn field(mut self, name: impl Into<String>, value: impl Into<String>) -> Self {
        let value = value.into();
        if !value.trim().is_empty() {
            self.fields.push(Field {
                name: name.into(),
                value,
                inline: false,
            });
        }
        self
    }

    /// Adds a line to the description.
    pub fn line(&mut self, line: &str) {
        if !self.description.is_empty() {
            self.description.push('\n');
        }
        self.description.push_str(line);
    }

    /// Every text the card shows, one per line: what a reader sees (tests, a transcript).
    pub fn plain(&self) -> String {
        let mut out = vec![self.title.clone(), self.description.clone()];
        for f in &self.fields {
            out.push(f.name.clone());
            out.push(f.value.clone());
        }
        out.extend(self.footer.clone());
        out.retain(|s| !s.is_empty());
        out.join("\n")
    }

    /// The card as embeds that each fit Discord's limits (one message each): a description
    /// or a field too long is split at its lines into the next field or embed, which keeps
    /// the title and colour.
    pub fn fitted(&self) -> Vec<Card> {
        let title = cut(&self.title, MAX_TITLE);
        let footer = self.footer.as_deref().map_or(0, |f| len(f).min(MAX_FOOTER));
        let mut out = vec![Card::new(title.clone(), self.colour)];
        for piece in split(&self.description, MAX_DESCRIPTION) {
            let current = out.last_mut().expect("never empty");
            if !current.description.is_empty() {
                out.push(Card::new(title.clone(), self.colour));
            }
            out.last_mut().expect("never empty").description = piece;
        }
        for field in &self.fields {
            let name = cut(&field.name, MAX_FIELD_NAME);
            for value in split(&field.value, MAX_FIELD_VALUE) {
                let current = out.last_mut().expect("never empty");
                let full = current.fields.len() == MAX_FIELDS
                    || current.size() + len(&name) + len(&value) > MAX_TOTAL - footer;
                if full {
                    out.push(Card::new(title.clone(), self.colour));
                }
                out.last_mut().expect("never empty").fields.push(Field {
                    name: name.clone(),
                    value,
                    inline: field.inline,
                });
            }
        }
        if let (Some(footer), Some(last)) = (&self.footer, out.last_mut()) {
            last.footer = Some(cut(footer, MAX_FOOTER));
        }
        out
    }

    /// The characters Discord counts towards [`MAX_TOTAL`].
    pub fn size(&self) -> usize {
        len(&self.title)
            + len(&self.description)
            + self
                .fields
                .iter()
                .map(|f| len(&f.name) + len(&f.value))
                .sum::<usize>()
            + self.footer.as_deref().map_or(0, len)
    }

    /// Serenity's embed of a fitted card.
    pub fn embed(&self) -> serenity::CreateEmbed {
        let mut embed = serenity::CreateEmbed::new()
            .title(&self.title)
            .colour(self.colour);
        if !self.description.is_empty() {
            embed = embed.description(&self.description);
        }
        for f in &self.fields {
            embed = embed.field(&f.name, &f.value, f.inline);
        }
        if let Some(footer) = &self.footer {
            embed = embed.footer(serenity::CreateEmbedFooter::new(footer));
        }
        embed
    }
}

/// What a group of notices shows, in order: lines of text and cards.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Part {
    Text(String),
    Card(Card),
}

/// One message to send: a text (at most Discord's length) or one fitted card.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outgoing {
    Text(String),
    Card(Card),
}

impl Outgoing {
    /// Whether `message` is this one.
    pub fn is(&self, message: &serenity::Message) -> bool {
        match self {
            Outgoing::Text(t) => message.content == *t,
            // A card's continuations share its title: their first field tells them apart.
            Outgoing::Card(c) => message.embeds.first().is_some_and(|e| {
                let field = |f: &serenity::EmbedField| (f.name.clone(), f.value.clone());
                e.title.as_deref() == Some(c.title.as_str())
                    && e.description.as_deref().unwrap_or("") == c.description
                    && e.fields.first().map(field)
                        == c.fields.first().map(|f| (f.name.clone(), f.value.clone()))
            }),
        }
    }

    /// The message's text content (empty for a card).
    pub fn content(&self) -> &str {
        match self {
            Outgoing::Text(t) => t,
            Outgoing::Card(_) => "",
        }
    }
}

/// The messages `parts` make: consecutive texts joined and split under `max` characters, each
/// card fitted into its embeds.
pub fn outgoing(parts: Vec<Part>, max: usize) -> Vec<Outgoing> {
    let mut out = Vec::new();
    let mut text: Vec<String> = Vec::new();
    let flush = |text: &mut Vec<String>, out: &mut Vec<Outgoing>| {
        out.extend(split(&text.join("\n"), max).into_iter().map(Outgoing::Text));
        text.clear();
    };
    for part in parts {
        match part {
            Part::Text(t) => text.push(t),
            Part::Card(c) => {
                flush(&mut text, &mut out);
                out.extend(c.fitted().into_iter().map(Outgoing::Card));
            }
        }
    }
    flush(&mut text, &mut out);
    out
}

/// `text` in messages of at most `max` characters, cut at lines (a longer line is cut).
pub fn split(text: &str, max: usize) -> Vec<String> {
    let mut out = vec![String::new()];
    for line in text.lines() {
        let mut line = line.to_owned();
        while len(&line) > max {
            let head: String = line.chars().take(max).collect();
            line = line.chars().skip(max).collect();
            out.push(head);
        }
        let current = out.last_mut().expect("never empty");
        if len(current) + len(&line) + 1 > max {
            out.push(line);
        } else {
            if !current.is_empty() {
                current.push('\n');
            }
            current.push_str(&line);
        }
    }
    out.retain(|s| !s.is_empty());
    out
}

fn len(s: &str) -> usize {
    s.chars().count()
}

/// A title or a name too long for Discord, ended with « … ».
fn cut(s: &str, max: usize) -> String {
    if len(s) <= max {
        return s.to_owned();
    }
    let mut out: String = s.chars().take(max - 1).collect();
    out.push('…');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn roster(n: usize) -> String {
        (0..n)
            .map(|i| format!("Joueur numéro {i:02} : Loup-Garou Blanc, mort·e, amoureux·se 💘"))
            .collect::<Vec<_>>()
            .join("\n")
    }

    #[test]
    fn a_long_field_is_split_at_its_lines_and_every_embed_fits() {
        let card = Card::new("Fin de la partie", 0x2ecc71)
            .description(roster(30))
            .field("Village", roster(30))
            .field("Meute", roster(30))
            .field("Solitaires", roster(30));
        let fitted = card.fitted();
        assert!(fitted.len() >= 2, "{}", fitted.len());
        for embed in &fitted {
            assert!(embed.size() <= MAX_TOTAL, "{}", embed.size());
            assert!(embed.fields.len() <= MAX_FIELDS);
            assert!(len(&embed.description) <= MAX_DESCRIPTION);
            for f in &embed.fields {
                assert!(len(&f.value) <= MAX_FIELD_VALUE && !f.value.is_empty());
            }
        }
        let lines = |c: &Card| -> Vec<String> {
            c.fields
                .iter()
                .flat_map(|f| f.value.lines().map(str::to_owned).collect::<Vec<_>>())
                .collect()
        };
        let all: Vec<String> = fitted.iter().flat_map(lines).collect();
        assert_eq!(all.len(), 90, "every line kept, none cut");
        assert!(all.iter().all(|l| l.ends_with('💘')));
    }

    #[test]
    fn many_fields_go_on_in_a_second_embed() {
        let mut card = Card::new("Classement", 0xf1c40f);
        for i in 0..30 {
            card = card.field(format!("{i}"), "12 points");
        }
        let fitted = card.fitted();
        assert_eq!(fitted.len(), 2);
        assert_eq!(fitted[0].fields.len(), 25);
        assert_eq!(fitted[1].fields.len(), 5);
        assert_eq!(fitted[1].title, "Classement");
    }

    #[test]
    fn long_texts_are_split_under_the_limit_at_their_lines() {
        let text = (0..300)
            .map(|i| format!("ligne {i} ..........."))
            .collect::<Vec<_>>()
            .join("\n");
        let parts = split(&text, 1900);
        assert!(parts.len() > 1);
        assert!(parts.iter().all(|p| p.chars().count() <= 1900));
        assert_eq!(parts.join("\n"), text);
        assert_eq!(split(&"x".repeat(4000), 1900).len(), 3);
    }

    #[test]
    fn texts_around_a_card_keep_their_order() {
        let parts = vec![
            Part::Text("avant".into()),
            Part::Text("encore".into()),
            Part::Card(Card::new("Aube", 1).description("Ana est morte.")),
            Part::Text("après".into()),
        ];
        let out = outgoing(parts, 1900);
        assert_eq!(out.len(), 3);
        assert_eq!(out[0], Outgoing::Text("avant\nencore".into()));
        assert!(matches!(&out[1], Outgoing::Card(c) if c.description == "Ana est morte."));
        assert_eq!(out[2], Outgoing::Text("après".into()));
    }

    #[test]
    fn an_empty_field_is_left_out_and_a_long_title_ends_with_an_ellipsis() {
        let card = Card::new("x".repeat(300), 0).field("Objets", " ");
        assert!(card.fields.is_empty());
        let fitted = card.fitted();
        assert_eq!(len(&fitted[0].title), MAX_TITLE);
        assert!(fitted[0].title.ends_with('…'));
    }
}
