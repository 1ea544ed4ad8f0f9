//! `/pouvoir …` (§9): every power, registered for everyone so the command list reveals no
//! role; the rules refuse whoever does not hold it (`no-power`).

use engine::ronde::{Command, Power, SireneOrder};

use super::choices;
use super::{me, my_game, personnage, player, send};
use crate::discord::{BotError, Context};

async fn power(ctx: Context<'_>, power: Power) -> Result<(), BotError> {
    send(
        ctx,
        Command::Power {
            actor: me(ctx),
            power,
        },
        "done",
    )
    .await
}

async fn target(ctx: Context<'_>, joueur: &str) -> Result<engine::PlayerId, BotError> {
    let (_, state) = my_game(ctx).await?;
    player(ctx, &state, joueur)
}

fn number(n: f64) -> Result<usize, BotError> {
    super::whole(n)
}

/// Use a power of my Personnage.
#[poise::command(
    slash_command,
    rename = "pouvoir",
    subcommands(
        "souffler",
        "phrase",
        "annuler",
        "ecourter",
        "chant",
        "question",
        "endormir",
        "designer",
        "dernier_souffle",
        "destin",
        "destin_ajout",
        "monstre",
        "traquer",
        "pas_moi",
        "secret",
        "accorder"
    )
)]
pub async fn pouvoir(_ctx: Context<'_>) -> Result<(), BotError> {
    Ok(())
}

/// Souffleur: a Figurant and an excerpt of yesterday's Répétitions.
#[poise::command(slash_command, rename = "souffler")]
pub async fn souffler(
    ctx: Context<'_>,
    #[autocomplete = "choices::masked"] joueur: String,
    extrait: String,
) -> Result<(), BotError> {
    let target = target(ctx, &joueur).await?;
    power(
        ctx,
        Power::Souffler {
            target,
            excerpt: extrait,
        },
    )
    .await
}

/// Souffleur (J2): my phrase of at least 8 words.
#[poise::command(slash_command, rename = "phrase")]
pub async fn phrase(ctx: Context<'_>, texte: String) -> Result<(), BotError> {
    power(ctx, Power::Phrase { text: texte }).await
}

/// Avocat du Diable: cancel a procès I posted in.
#[poise::command(slash_command, rename = "annuler")]
pub async fn annuler(
    ctx: Context<'_>,
    #[min = 1]
    #[max = 10000]
    #[autocomplete = "choices::annuler"]
    proces: f64,
) -> Result<(), BotError> {
    power(
        ctx,
        Power::Annuler {
            proces: number(proces)?,
        },
    )
    .await
}

/// Chucky: shorten a procès I posted in.
#[poise::command(slash_command, rename = "ecourter")]
pub async fn ecourter(
    ctx: Context<'_>,
    #[min = 1]
    #[max = 10000]
    #[autocomplete = "choices::ecourter"]
    proces: f64,
) -> Result<(), BotError> {
    power(
        ctx,
        Power::Ecourter {
            proces: number(proces)?,
        },
    )
    .await
}

/// The orders of the Sirène's song.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum Ordre {
    #[name = "plainte"]
    Plainte,
    #[name = "case"]
    Case,
    #[name = "banque"]
    Banque,
}

/// Petite Sirène: enchant a player with an order.
#[poise::command(slash_command, rename = "chant")]
pub async fn chant(
    ctx: Context<'_>,
    #[autocomplete = "choices::masked"] joueur: String,
    ordre: Ordre,
    #[min = 1]
    #[max = 10000]
    #[autocomplete = "choices::open"]
    proces: Option<f64>,
    case: Option<String>,
    objet: Option<String>,
) -> Result<(), BotError> {
    let target = target(ctx, &joueur).await?;
    let order = match ordre {
        Ordre::Plainte => SireneOrder::Plainte {
            proces: number(proces.ok_or(BotError::Rule("not-a-trial"))?)?,
        },
        Ordre::Case => SireneOrder::Case {
            cell: case.unwrap_or_default(),
        },
        Ordre::Banque => SireneOrder::Banque {
            item: objet.unwrap_or_default(),
        },
    };
    power(ctx, Power::Chant { target, order }).await
}

/// Woody: is this player that Personnage?
#[poise::command(slash_command, rename = "question")]
pub async fn question(
    ctx: Context<'_>,
    #[autocomplete = "choices::masked"] joueur: String,
    #[autocomplete = "choices::roster"] personnage: String,
) -> Result<(), BotError> {
    let target = target(ctx, &joueur).await?;
    let personnage = super::personnage(&personnage)?;
    power(ctx, Power::Question { target, personnage }).await
}

/// Pierrot lunaire: put a player to sleep tomorrow.
#[poise::command(slash_command, rename = "endormir")]
pub async fn endormir(
    ctx: Context<'_>,
    #[autocomplete = "choices::masked"] joueur: String,
) -> Result<(), BotError> {
    let target = target(ctx, &joueur).await?;
    power(ctx, Power::Endormir { target }).await
}

/// Diva: point at a Personnage.
#[poise::command(slash_command, rename = "designer")]
pub async fn designer(
    ctx: Context<'_>,
    #[autocomplete = "choices::roster"] personnage: String,
) -> Result<(), BotError> {
    let personnage = super::personnage(&personnage)?;
    power(ctx, Power::Designer { personnage }).await
}

/// Unmasked Diva: my last breath.
#[poise::command(slash_command, rename = "dernier-souffle")]
pub async fn dernier_souffle(
    ctx: Context<'_>,
    #[autocomplete = "choices::roster"] personnage: String,
) -> Result<(), BotError> {
    let personnage = super::personnage(&personnage)?;
    power(ctx, Power::DernierSouffle { personnage }).await
}

/// Destinée (J2): my 12 targets, J2 to J13, comma-separated.
#[poise::command(slash_command, rename = "destin")]
pub async fn destin(ctx: Context<'_>, personnages: String) -> Result<(), BotError> {
    let list = personnages
        .split(',')
        .map(personnage)
        .collect::<Result<Vec<_>, _>>()?;
    power(ctx, Power::Destin { list }).await
}

/// Destinée: today's target is unmasked, append a new one.
#[poise::command(slash_command, rename = "destin-ajout")]
pub async fn destin_ajout(
    ctx: Context<'_>,
    #[autocomplete = "choices::roster"] personnage: String,
) -> Result<(), BotError> {
    let personnage = super::personnage(&personnage)?;
    power(ctx, Power::DestinAjout { personnage }).await
}

/// Héros tragique: the Personnage that becomes monstrous.
#[poise::command(slash_command, rename = "monstre")]
pub async fn monstre(
    ctx: Context<'_>,
    #[autocomplete = "choices::roster"] personnage: String,
) -> Result<(), BotError> {
    let personnage = super::personnage(&personnage)?;
    power(ctx, Power::Monstre { personnage }).await
}

/// Héros tragique: this player is the monster.
#[poise::command(slash_command, rename = "traquer")]
pub async fn traquer(
    ctx: Context<'_>,
    #[autocomplete = "choices::masked"] joueur: String,
) -> Result<(), BotError> {
    let target = target(ctx, &joueur).await?;
    power(ctx, Power::Traquer { target }).await
}

/// Héros tragique: « je ne suis pas ce péon de … ».
#[poise::command(slash_command, rename = "pas-moi")]
pub async fn pas_moi(
    ctx: Context<'_>,
    #[autocomplete = "choices::masked"] joueur: String,
) -> Result<(), BotError> {
    let target = target(ctx, &joueur).await?;
    power(ctx, Power::PasMoi { target }).await
}

/// Polichinelle: share a player's secret.
#[poise::command(slash_command, rename = "secret")]
pub async fn secret(
    ctx: Context<'_>,
    #[autocomplete = "choices::masked"] joueur: String,
) -> Result<(), BotError> {
    let target = target(ctx, &joueur).await?;
    power(ctx, Power::Secret { target }).await
}

/// Polichinelle: grant an anonymous plainte for 24 h.
#[poise::command(slash_command, rename = "accorder")]
pub async fn accorder(
    ctx: Context<'_>,
    #[autocomplete = "choices::masked"] joueur: String,
) -> Result<(), BotError> {
    let target = target(ctx, &joueur).await?;
    power(ctx, Power::Accorder { target }).await
}
