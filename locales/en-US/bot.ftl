# The bot's own messages (outside the games' rules).

partie-running = Game #{ $id } is running in this channel ({ $kind }).
partie-none = No game is running in this channel.
reglages-saved = Settings saved: language { $language }, GM role { $role }, finished games' channels deleted { $archiving }.
reglages-no-role = none (only members with “Manage Server” are GMs)
error-unexpected = Something went wrong on our side. Nothing was changed; try again in a moment.
error-bad-argument = I could not read one of this command's options. Nothing was changed.
error-missing-option = This command needs the option “{ $option }”. Nothing was changed.
error-guild-only = This command only works in a server.
error-unknown-command = I do not know this command: your app may not show the current list yet. Type / to see Régisseur's commands. Nothing was changed.

# The decimal separator of numbers shown with decimals ("69.3%").
decimal-separator = .
simulate-header = { $games } games of { $players } players, { $days } days on average. Wins per camp (95% confidence interval):
simulate-camp = { "  " }{ $camp }: { $rate }% [{ $low } – { $high }]
simulate-no-winner = nobody (draw)
simulate-bots = Simulated players: { $bots ->
    [random] random (the old meter: it says nothing of balance)
    [smart-village] smart in the village, random in the other camps
    [smart-hostiles] smart outside the village, random in the village
   *[smart] smart (each plays on what its seat knows)
}
simulate-roles = Most decisive roles (how much the role's survival changes its holder's wins, compared with an average member of its camp):
simulate-role = { "  " }{ $role }: { $delta } points
# Any game on Discord: the lobby, answers, prompts.
join-button = Join
watch-button = 👀 Follow the game
game-created = Game #{ $id } created: { $channel }.
game-joined = You joined game #{ $id }.
game-left = You left game #{ $id }.
game-started = Game #{ $id } starts.
game-started-voice-admins = ⚠️ Voice game: { $names } have the “Administrator” permission, which overrides channel permissions: the bot cannot keep them from speaking out of turn or at night. Remove it from them for the game, or trust them to play fair.
done = Done.
prompt-used = ✅ Done: { $action }.
prompt-expired = ⌛ Expired: this step is over.
prompt-late = ⌛ Too late: this step is over, nothing changed.
prompt-nobody = Nobody
dm-closed = { $name }, please open your direct messages: the Régisseur cannot write to you there, and your role and night actions go through them.
dm-closed-mj = Cannot send a direct message to { $name } (DMs closed); the game goes on.
export = Game #{ $id }: the scenario file (`regisseur play partie-{ $id }.scn` replays it) and the raw log ({ $count } events).
export-partial = Game #{ $id }: the scenario file, where some steps could not be written back (marked “non reproduit”), and the raw log ({ $count } events).
mj-lien-done = Your ledger of game #{ $id }, valid until <t:{ $until }:f>: { $url }
    This link is personal: do not share it. Spectators follow the game here: { $watch }
mj-lien-off = The web view is not open on this bot: its host must set `WEB_ADDR` (see the README).
export-log-only = Game #{ $id }: not started yet, only the raw log is attached ({ $count } events).
error-unknown-id = I do not know that name (role, item or character). Nothing was changed.
error-not-this-game = This command does not apply to this game.
alert-stuck = ⚠️ Game #{ $id }: a deadline could not be processed ({ $tries } attempts: { $why }). The Régisseur keeps retrying; check the database, or use /gm advance.
alert-set-aside = ⚠️ Game #{ $id } set aside: its log can no longer be read ({ $why }). The other games go on; keep the log and report the problem.
# Loups-Garous on Discord
lg-category = Werewolves #{ $id }
lg-join-message = Werewolves game #{ $id }: join with the button or /join. Players ({ $count }): { $names }
lg-join-closed = Werewolves game #{ $id }: over. Players ({ $count }): { $names }
lg-composition-saved = Composition saved: { $roles }.
lg-status = Game #{ $id }: { $phase }, { $left } left.{ $floor ->
        [0] {""}
       *[other] {" "}{ $speaker } has the floor.
    } Alive: { $living }. Mayor: { $mayor }.
lg-inventory = Items you can use now: { $items }
lg-inventory-empty = No item you can use now.
lg-village = 🏘️ The village
lg-rules-role = { lg-role-name }: plays for { lg-camp-name }.
lg-rules = Roles: { $roles }. Name a role to see its camp.
lg-item-personne = Nobody

# Compteur, the toy game kind of the end-to-end tests (REGISSEUR_TOY_GAME=1).
compteur-category = Counter #{ $id }
compteur-lobby = Counter #{ $id }: players ({ $count }): { $names }
compteur-round = Round { $round }: press once.
compteur-pressed = { $name } pressed ({ $total } in all).
compteur-press = Press
compteur-status = Counter #{ $id }: round { $round }, { $total } presses.
compteur-card = You play Counter ({ $total } presses).

# The bot's own set-up (/mj diagnostic, and /mj creer before it creates anything). The
# permissions are named as Discord's interface names them.
setup-ok = All is well: the bot has every permission and intent it needs here.
setup-guild = On this server the bot lacks: { $permissions }. Grant them in Server Settings → Roles → “{ $role }” → Permissions (or invite the bot again with the link in the README).
setup-channel = In { $channel } the bot lacks: { $permissions }. Grant them in Edit Channel → Permissions → “{ $role }”.
setup-intents = The bot's application has not turned on these privileged intents: { $intents }. Turn them on at https://discord.com/developers/applications → the bot's application → Bot → Privileged Gateway Intents, then restart the bot.
setup-quoted = “{ $name }”
setup-ok-but-voice = All is well for written games.
setup-voice-permissions = For voice games (`voice:yes`), on this server the bot lacks: { $permissions }. Grant them in Server Settings → Roles → “{ $role }” → Permissions (or invite the bot again with the link in the README).
setup-voice-community = A voice game is played in a Stage channel, which Discord reserves for Community servers: turn Community on in Server Settings → Enable Community, or play by text.
setup-voice-admins = In a voice game, a player with the “Administrator” permission overrides every channel permission: the bot cannot keep them from speaking at night or out of turn. `/gm start` tells you who has it.
permission-view-channel = View Channels
permission-manage-channels = Manage Channels
permission-manage-roles = Manage Roles
permission-send-messages = Send Messages
permission-send-messages-in-threads = Send Messages in Threads
permission-create-public-threads = Create Public Threads
permission-embed-links = Embed Links
permission-attach-files = Attach Files
permission-add-reactions = Add Reactions
permission-manage-messages = Manage Messages
permission-manage-threads = Manage Threads
permission-read-message-history = Read Message History
permission-connect = Connect
permission-speak = Speak
permission-mute-members = Mute Members
permission-move-members = Move Members

# Cleaning up after games (/mj archiver, /mj reglages archivage).
archive-done = The channels of game #{ $id } have been deleted.
archive-never = never (only with /gm archive)
archive-days = { $n ->
    [one] { $n } day after the end
   *[other] { $n } days after the end
}
archive-seconds = { $n } s after the end

forum-fallback = This server does not allow forum channels (it is not a Community server): { $channels } is a text channel instead, and each post in it is a public thread.

# /aide: the game of the channel, what the member may do now, its commands.
aide-title = Help: { $game }
aide-title-none = Help
aide-about = { $kind ->
    [lg] Werewolves, in real time: each night the Pack hunts, each day the village debates and votes. Your actions come as buttons in your direct messages.
    [rp] La Ronde des Pantins, over 13 days: unmask the others' Personnages in the tribunal without being unmasked yourself. The GMs referee.
   *[other] A game run by Régisseur.
}
aide-now = What you can do now
aide-not-seated = You are not playing in this game: sign up with the button of its sign-up message, or /join, before it starts.
aide-nothing-now = Nothing for now: you will get a message when it is your turn.
aide-commands = Your commands
aide-mj-commands = The GMs' commands
aide-rules = The rules
aide-rules-where = { $kind ->
    [lg] The roles and their camps: /rules. What your role does: /role.
    [rp] What your Personnage can do, your list and your constraints: /role.
   *[other] Your card: /role.
}
aide-no-game = No game in this channel. To play, sign up with the button of a sign-up message, or /join in a game's channel. GMs create one with /gm create.
game-kind = { $kind ->
    [lg] Werewolves
   *[rp] Ronde des Pantins
}

# The recap of a finished game, attached in its lobby channel.
recap-posted = 📜 The story of game #{ $id }: everything said in public and, now that it is over, what was hidden (the Pack, the graveyard, the direct messages).
recap-heading = The story of the game, in order (UTC times):
recap-to = to { $name }, privately

# `regisseur play FILE`, when every check holds.
cli-play-passed = ✓ { $file }: { $checks ->
    [one] one check passed
   *[other] { $checks } checks passed
}
