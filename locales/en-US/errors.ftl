# errors (en-US)
error-no-game = No game is running.
error-not-a-player = You are not registered.
error-not-mj = Only a GM can do that.
error-wrong-phase = Not now.
error-not-now = Not now: { lg-item-use }.
error-paused = The game is paused: nothing moves until a GM resumes it (/gm resume).
error-not-paused = The game is not paused (/gm pause pauses it).
error-not-your-item = You don't hold that item, or it is spent.
error-dead-actor = The dead cannot do that.
error-locked = You are locked in.
error-gagged = You are gagged.
error-no-vote = You have lost your vote.
error-target-dead = That target is dead.
error-target-self = You cannot target yourself.
error-target-invalid = That target is not allowed.
error-target-not-allowed = That target is not allowed. Allowed now: { $allowed }.
error-form-invalid = This form is not filled in correctly (a field is empty or too long, or is not the whole number expected): nothing was changed.
error-target-locked = That target is locked in.
error-already-acted = Already done.
error-role-unknown = There is no “{ $role }” role. The roles are: { $roles }. Nothing was changed.
error-composition-invalid = Invalid composition: { $why ->
        [nombre] { $roles } roles for { $players } players; one role per player is needed.
        [griffes] neither a Werewolf nor a Black Werewolf, so the Pack would have no Claws.
       *[taille] no default composition for { $players } players (it takes 6 to 30).
    } Nothing was changed.
error-game-running = A game is already running.
error-lobby-full = The game is full.
error-not-voice-game = This game is not played by voice (it was created without `voice:yes`).
error-button-not-yours = This button is not for you.
error-button-stale = This button has expired: its step is over, or it was used already. Nothing changed.
error-setting-unknown = There is no “{ $key }” setting. The settings are: { $keys }. Nothing was created.
error-setting-none = This game takes no settings (“{ $key }” given). Nothing was created.
error-setting-value = The “{ $key }” setting takes { $expected ->
        [duree] a duration (30s, 2min, 1h)
        [nombre] a whole number
        [oui-non] yes or no
        [date] a date (2027-03-20)
        [heure] a time (18:00)
        [instant] an instant (2027-03-27T20:00:00+01:00)
        [fuseau] a time zone (Europe/Paris)
       *[minutes] a number of minutes within the game
    }, not “{ $value }”. Nothing was created.
error-setting-pair = “{ $pair }” is not a setting: write key=value (for example parole=30s vote=60). Nothing was created.
error-option-one-value = The { $option ->
        [debut] start
        [fuseau] timezone
        [bascule] rollover
        [vocal] voice
       *[other] { $option }
    } option takes a single value, without spaces, commas or “=” (for example start:2027-03-20). Nothing was created.
error-seat-bot = “{ $name }” is a bot: it cannot take a seat in a game. Nothing was changed.
error-seat-not-member = “{ $name }” is not a member of this server: they cannot take a seat in a game. Nothing was changed.
error-seat-taken = “{ $name }” already has a seat in game #{ $game }, running on this server. Nothing was changed.
error-setup = The game was not created: the bot lacks something, and nothing was done.
error-still-running = This game is not over: end it first (/gm end), then archive it.
error-already-archived = This game's channels are already deleted.
error-answer-one-of = Give either player (their oldest waiting question) or question (its number), not both. Nothing was changed.
error-ambiguous-player = “{ $name }” names several players: { $players }. Give a mention (@) or the username. Nothing changed.
