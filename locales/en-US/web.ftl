# The web view: spectators' pages and the MJs' ledger (src/web/).

web-timeline = What was said
web-picture = The village: cushions, graves, the Mayor, gags and locks.
web-more = The whole record
web-to = to { $name }
web-to-mjs = to the MJs
web-gone-title = Page not found
web-gone = This page does not exist, or no longer. A spectator link comes from the game's channel.
web-refused-title = Link refused
web-refused = This link is not (or no longer) valid. Ask for a new one with /gm link in the game's channel.
web-home-title = Régisseur
web-home = The game master of Loups-Garous and La Ronde des Pantins. Games are followed through the link posted in their channel.
web-paused = The game is paused.
web-kind-loups-garous = Loups-Garous
web-kind-ronde-des-pantins = La Ronde des Pantins
web-kind-compteur = Counter
web-watch-title = { $kind } · game #{ $id }
web-watch-who = Spectators' view: what the public channels show, live.
web-mj-title = { $kind } · game #{ $id } · the MJs' ledger
web-mj-who = Everything Régisseur knows. A personal link, valid until { $until }: do not share it.
web-ledger-csv = The ledger (CSV)

web-lg-roster = The villagers
web-lg-player = Player
web-lg-life = Life
web-lg-marks = Marks
web-lg-votes = Votes
web-lg-role = Role
web-lg-roles = The roles
web-lg-items-left = Items left
web-lg-items-used = Items used
web-lg-mayor = Mayor
web-lg-gagged = gagged
web-lg-locked = locked in
web-lg-speaking = has the floor
web-lg-alive = alive
web-lg-dead = dead
web-lg-dead-as = dead ({ $role })
web-lg-lover = lover
web-lg-infected = infected

web-ronde-lobby = Registration
web-ronde-over = The Ronde is over
web-ronde-day = Day { $day }
web-ronde-proces = The trials
web-ronde-n = #
web-ronde-accused = Accused
web-ronde-alleged = Alleged Personnage
web-ronde-state = State
web-ronde-plaintes = Complaints
web-ronde-until = Due
web-ronde-state-ouvert = open
web-ronde-state-deliberation = deliberating
web-ronde-state-juste = just
web-ronde-state-injuste = unjust
web-ronde-state-annule = annulled
web-ronde-state-expire = expired
web-ronde-state-sans-suite = dismissed
web-ronde-demasques = The Démasqués
web-ronde-opened-by = Opened by { $who }.
web-ronde-plainte-public = public
web-ronde-plainte-anonymous = anonymous
web-ronde-plainte-forced = forced by the Sirène
web-ronde-plainte-demasques = by the Démasqués
web-ronde-null = , void
web-ronde-unmasked = The Démasqués
web-ronde-player = Player
web-ronde-personnage = Personnage
web-ronde-players = The ledger
web-ronde-mask-head = Mask
web-ronde-mask = { $status ->
    [masque] masked
    [officieux] fallen, not yet announced
   *[demasque] unmasked
}
web-ronde-points = Points
web-ronde-jokers = Jokers used

# /historique and /stats (src/discord/commands/historique.rs, stats.rs) and their pages.
historique-none = No finished game on this server yet.
historique-head = This server's finished games, newest first:
historique-line = #{ $id } · { $kind } · <t:{ $ended }:d> · { $players } players · { $winner }
historique-first = top: { $names }
historique-more = … and { $count ->
    [one] one more
   *[other] { $count } more
}.
historique-web = { $count ->
    [0] The whole history, recaps and exports: <{ $url }>
   *[other] … and { $count } more. The whole history, recaps and exports: <{ $url }>
}
stats-camp = { $camp ->
    [meute] the Pack
    [loup-garou-blanc] the White Werewolf
    [pyromane] the Pyromaniac
    [mercenaire] the Mercenary
    [couple] the couple
    [aucun] no winner
   *[village] the Village
}
stats-player = { $name }'s statistics on this server:
stats-lg = Loups-Garous: { $games ->
    [one] { $games } game
   *[other] { $games } games
}, { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
} ({ $rate } %), alive at the end { $survived ->
    [0] never
    [1] once
   *[other] { $survived } times
}.
stats-lg-none = Loups-Garous: no finished game.
stats-camps = By camp (wins/games): { $list }.
stats-roles = By role: { $list }.
stats-ronde = La Ronde des Pantins: { $games ->
    [one] { $games } game
   *[other] { $games } games
}, { $first ->
    [0] no first place
    [one] one first place
   *[other] { $first } first places
}, mask kept { $masked ->
    [0] never
    [1] once
   *[other] { $masked } times
}, { $points } points in all (best score: { $best }). Personnages: { $list }.
stats-ronde-none = La Ronde des Pantins: no finished game.
stats-server = The server's statistics: { $lg ->
    [one] { $lg } game
   *[other] { $lg } games
} of Loups-Garous and { $ronde ->
    [one] { $ronde } finished Ronde des Pantins
   *[other] { $ronde } finished Rondes des Pantins
}.
stats-size = { $players } players: { $list }
stats-sizes = Loups-Garous, each camp's wins by number of players: { $list }.
stats-top-roles = The roles that win most: { $list }.
stats-web = The plots: <{ $url }>
web-history-title = The server's history
web-history-who = Every finished game, with its recap and its export.
web-history-games = Finished games, newest first
web-history-number = #{ $number }
web-stats-title = The server's statistics
web-stats-who = Computed from the finished games' logs.
web-history-game = Game
web-history-kind = Kind
web-history-ended = Ended
web-history-players = Players
web-history-winner = Winner
web-history-open = Open
web-history-export = Export
web-stats-camps = Loups-Garous: each camp's wins by number of players
web-stats-simulated = simulated (regisseur simulate)
web-percent = { $rate }%
web-labelled = { $label }: { $value }
web-stats-roles = The roles, most winning first
web-stats-role = Role
web-stats-rate = Wins
web-stats-games = Games
web-stats-points = La Ronde des Pantins: the points at the end
web-stats-none = No finished game yet.
web-export = Export the game (scenario)

web-ronde-line = { $line ->
    [ouvrir-juste] trial opened, just
    [ouvrir-injuste] trial opened, unjust
    [plainte-recue] complaint received
    [plainte-juste] complaint in a just trial
    [plainte-injuste] complaint in an unjust trial
    [n-aboutit-pas] trial that fails
    [demasque-accuse] accused unmasked
    [enqueter] investigation
    [endormir] put to sleep
    [secret-faux] false secret
    [secret-vrai] true secret
    [souffler-bougie] blow out the candle
    [secretaire] secretary
    [etre-demasque] being unmasked
    [deviner-ronde] guessing the Ronde
    [chronique] chronicle
    [meilleure-chronique] best chronicle
    [participation-fv] FV participation
    [repetitions-beaucoup] many Répétitions
    [repetitions-peu] few Répétitions
    [bonus-rp] RP bonus
    [souffleur-figurant] Souffleur on a Figurant
    [heros-monstre] the Héros and his monster
    [carton] card
    [cantine] canteen
   *[other] other
}
web-ronde-line-head = Barème line
web-ronde-points-title = The points, line by line
web-ronde-at = When
web-ronde-cause = Cause
web-ronde-corrections = The MJs' corrections
web-ronde-by = By
web-ronde-what = What
web-ronde-why = Why
web-ronde-days = Day by day
web-ronde-desk = { $count ->
    [0] No decision waits on the desk.
    [one] One decision waits on the desk.
   *[other] { $count } decisions wait on the desk.
}
web-empty = Nobody yet.
web-ronde-no-proces = No trial yet.
web-ronde-no-unmasked = Nobody is unmasked yet.
web-ronde-no-points = No points yet.
web-ronde-no-corrections = No correction.
