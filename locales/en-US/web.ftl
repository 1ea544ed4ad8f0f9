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
