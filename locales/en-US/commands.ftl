# Slash commands: the key is the command's French qualified name with dashes; the value is
# its name in this locale; `.description` its description; `.PARAM` / `.PARAM-description`
# its options'.

partie = game
    .description = Where this channel's game stands

mj = gm
    .description = Game masters' commands

mj-reglages = settings
    .description = This server's settings: language, GM role, archiving
    .langue = language
    .langue-description = The language of the bot's public messages
    .role-mj = gm-role
    .role-mj-description = The role whose members are GMs
    .archivage = archiving
    .archivage-description = Delete a finished game's channels after: 7 (days), 12h, 2d; no for never

choice-fr = French
choice-en-US = English

rejoindre = join
    .description = Join this channel's game
quitter = leave
    .description = Leave the game before it starts
role = role
    .description = My role card
inventaire = inventory
    .description = The items I can use now
utiliser = use
    .description = Use an item
    .objet = item
    .objet-description = The item to use
    .cible = target
    .cible-description = The targeted player
    .cible2 = target2
    .cible2-description = The second targeted player (Arrows, Cryptogram)
    .choix = choice
    .choix-description = loin, pres or personne
voter = vote
    .description = Vote against a player (no target: withdraw my vote)
    .cible = target
    .cible-description = The player to vote against
rentrer = home
    .description = Go home
sablier = hourglass
    .description = End my speaking turn
regles = rules
    .description = The roles and their camps
    .role = role
    .role-description = A role

mj-creer = create
    .description = Create a game in this channel
    .jeu = game
    .jeu-description = The game (loups-garous)
    .options = options
    .options-description = Game settings (example: parole=30s vote=60)
mj-composition = composition
    .description = The roles to deal (nothing: the default table)
    .roles = roles
    .roles-description = Role ids separated by spaces
mj-demarrer = start
    .description = Deal the roles and start
mj-pause = pause
    .description = Pause the game
mj-reprendre = resume
    .description = Resume the game
mj-avancer = advance
    .description = End the current step now
mj-prolonger = extend
    .description = Extend the current step
    .duree = duration
    .duree-description = Seconds to add
mj-remplacer = replace
    .description = A substitute takes a player's seat
    .ancien = old
    .ancien-description = The player replaced
    .nouveau = new
    .nouveau-description = The substitute
mj-exclure = exclude
    .description = Exclude a player (counts as gone)
    .joueur = player
    .joueur-description = The player to exclude
mj-terminer = end
    .description = Stop the game without a winner
mj-archiver = archive
    .description = Delete a finished game's channels (category included)
    .partie = game
    .partie-description = The game's number (else this channel's)
mj-diagnostic = diagnostic
    .description = What the bot lacks here (permissions, intents) and how to grant it
mj-exporter = export
    .description = The game's log
