# La Ronde des Pantins (en-US)

ronde-game-created = A new game of La Ronde des Pantins was created.
ronde-mj-dealt = Personnages dealt to { $count } players.
ronde-role-card = Your Personnage: { $personnage }. { $any ->
    [oui] You may accuse any Personnage.
   *[non] Your list: { $list }.
} { $jokers ->
    [none] Your Personnage has no Joker.
   *[other] Jokers left: { $jokers }.
}
ronde-day-began = Day { $day } begins.
ronde-repetitions-open = The thread “Rehearsals — day { $day }” is open.
ronde-theme = Theme of day { $day }: { $theme }
ronde-mj-no-theme = No theme is set for day { $day }: use /gm day theme.
ronde-diva-public = { $player } plays the Diva.
ronde-game-end = Day 13, 13:13: the game is over. Curtain!
ronde-game-finished = The GMs have ended the game.
ronde-mime-target = The player you must mime: { $player }.
ronde-guignol-constraint = Your secret constraint: { $text }
ronde-alice-excerpt = Alice overhears the grown-ups: “{ $text }”
ronde-proces-opened = Trial #{ $n } opened by { $opener }: { $accused } allegedly plays { $personnage }. Arguments: “{ $arguments }” (closes by <t:{ $until }:f> at the latest, <t:{ $until }:R>).
ronde-plainte = Trial #{ $n }: “I, { $author }, file a complaint against { $accused } for overacting in the role of { $personnage }.”
ronde-plainte-anonyme = Trial #{ $n }: anonymous complaint against { $accused } for overacting in the role of { $personnage }.
ronde-proces-deliberation = Trial #{ $n }: four complaints, the tribunal deliberates.
ronde-proces-closed = Trial #{ $n } ({ $accused } as { $personnage }): { $outcome ->
    [juste] JUST.
    [injuste] UNJUST.
    [annule] cancelled for a procedural flaw.
    [expire] cancelled: fewer than four complaints within 24 hours.
    [fin-de-partie] closed by the end of the game (day 13, 13:13), with fewer than four complaints.
    [sans-suite] dismissed.
   *[other] { $outcome }.
}
ronde-nulls = Trial #{ $n }: { $count ->
    [one] one complaint was void.
   *[other] { $count } complaints were void.
}
ronde-unmasked = Unmasked! { $player } played { $personnage }.
ronde-unofficial = Your mask fell unofficially: you can no longer act. The announcement will wait until your trial ends.
ronde-diva-appeal = The Diva ({ $player }) appeals: she keeps her mask.
ronde-list-new = New Personnage on your list: { $personnage }
ronde-secretary = You are the first player to be unmasked: you are now the Démasqués' Secretary.
ronde-secretary-set = { $player } is the Démasqués' Secretary.
ronde-mj-transfigure = { $player }, a Figurant, is unmasked: choose a new Figurant (/gm player transfigure). Candidates, by activity over 48 h: { $candidates }.
ronde-mj-mime-repick = { $player } was the Mime's target: give the Mime a new one (/gm player mime).
ronde-transfigured = You receive a brand new Figurant mask!
ronde-last-breath = With your last breath, you may point at a Personnage (/power last-breath) before the next rollover.
ronde-chorus-destiny = The Destinée is unmasked. Her remaining list: { $personnages }.
ronde-heros-redesignate = Choose a new monstrous target (/power monster).
ronde-heros-target = The Personnage { $personnage } has become monstrous. You have until the end of day { $day } to unmask it.
ronde-heros-pas-moi = I, the great hero, am not that peon { $player }!
ronde-monstrous = You have become monstrous: you must open a trial every day.
ronde-anon-sent = Your anonymous request was sent to the GMs.
ronde-anon-void = Your anonymous action did not happen: it does not count in your quota.
ronde-mj-anon-card = Anonymous action #{ $id } by { $player }: { $kind ->
    [plainte] a complaint in trial #{ $proces }
    [ouverture] opening a trial, { $accused } accused of being { $personnage }
   *[other] { $detail }
}. Approve or refuse: the buttons, or /gm desk anonymous number:{ $id }.
ronde-mj-anon-approved = Anonymous action #{ $id } approved.
ronde-mj-review = Review #{ $item }: { $player }, { ronde-item-what }, day { $day } ({ $jokers ->
    [none] no Joker for their Personnage
   *[other] Jokers left: { $jokers }
}). Respected / Joker / Excused / Not respected?
ronde-mj-proof = Proof #{ $item } by { $player }: { ronde-item-what } { $written ->
    [yes] — “{ $text }”{" "}
   *[no] {""}
}(pre-check: { $precheck ->
    [ok] the proof passes it
    [echec] the proof fails it
   *[mj] for a GM to judge
}). Accept or refuse?
ronde-mj-joker = { $player } declares a Joker for day { $day }: it needs confirming.
ronde-joker-used = Joker accepted for day { $day }.
ronde-joker-refused = Your Joker was refused.
ronde-mj-guess = { $player } guesses the Ronde (right: { $correct ->
    [oui] yes
   *[non] no
}).
ronde-guess-recorded = Your guess of the Ronde is recorded. Verdict at the end of the game!
ronde-attempt-success = Your attempt on trial #{ $proces } succeeded.
ronde-attempt-failure = Your attempt on trial #{ $proces } failed.
ronde-annuler-done = Noted: trial #{ $proces } will be cancelled if it concludes.
ronde-pinocchio-count = Public actions in just trials: { $count } of 3.
ronde-paille-learned = These Personnages complained against you: { $personnages }.
ronde-souffle-juste = Well blown! { $player } was a Figurant ({ $count } unmasked).
ronde-souffle-partiel = { $player } is indeed a Figurant… but the excerpt does not fit.
ronde-souffle-protege = { $player } is protected: nothing happens.
ronde-souffle-faux = Missed: { $player } is not a masked Figurant ({ $total ->
    [one] one mistake
   *[other] { $total } mistakes
}).
ronde-phrase-set = Your phrase is recorded.
ronde-sirene-forced = Bewitched by the Sirène's song, you file a complaint in trial #{ $proces }.
ronde-sirene-order = Bewitched by the Sirène's song, tomorrow you must obey: { $order }.
ronde-woody-yes = Yes: { $player } is { $personnage }.
ronde-woody-no = No: { $player } is not { $personnage }.
ronde-asleep = You sleep through day { $day }: no complaint, no trial, and no constraint.
ronde-diva-reveal = The Diva pointed at { $personnage }: { $player } plays it, and complained against her!
ronde-diva-nothing = The Diva pointed at { $personnage }: nothing to report.
ronde-destiny-set = Your Destinée list is recorded.
ronde-secret = Polichinelle's secret: { $player } is { $personnage }.
ronde-grant = Polichinelle grants you an anonymous complaint, valid for 24 hours.
ronde-revenant-role = You receive the role of { $personnage }.
ronde-chorus-proposal = Proposal #{ $id }: { $action ->
    [enqueter] investigate
    [endormir] put to sleep
    [secret] spread a secret about
    [bougie] blow out the candle of
    [trancher] cut the thread of fate of
   *[other] { $action }
} { $player }.
ronde-chorus-decided = { $by ->
    [mj] The GMs decide ({ $name }): proposal #{ $id }.
   *[secretaire] The Secretary decides: proposal #{ $id }.
}
ronde-mj-chorus-tie = Tie in the Démasqués' vote on day { $day }: break it (the buttons, or /gm desk decide).
ronde-chorus-investigated = The Démasqués investigate whether { $player } is { $personnage }.
ronde-chorus-secret = According to the Démasqués, { $player } is { $personnage }.
ronde-chorus-secret-wrong = According to the Démasqués, { $player } is { $personnage }… but the Démasqués were wrong ^^

ronde-mj-question = Question from { $player }: “{ $text }”
ronde-mj-question-card = Question #{ $n } from { $player }: “{ $text }”
ronde-mj-deco-due = The Décorateurs ({ $pair }) have finished day { $day }: enter how many items each one sent you (0: constraint missed).
ronde-deco-won = Décorateurs' duel, day { $day }: you beat the other Décorateur.
ronde-deco-tie = Décorateurs' duel, day { $day }: a tie.
ronde-deco-lost = Décorateurs' duel, day { $day }: the other Décorateur beat you.

ronde-leaderboard = Leaderboard: { $board }
ronde-heros-prompt = Today, choose the Personnage that will become monstrous (/power monster).
ronde-mj-mime-pick = Choose the player the Mime must mimic (/gm player mime).
ronde-mj-secretary-choose = { $players } were unmasked at the same time, the first in this game: choose the Démasqués' Secretary among them (/gm player secretary). Until then there is none.
ronde-mj-guignol-pick = Give Guignol a secret constraint (/gm player guignol).
ronde-souffleur-prompt = Today, choose your phrase of at least 8 words (/power phrase).
ronde-destinee-prompt = Today, declare your 12 targets, day 2 to day 13 (/power fate).

ronde-mj-secretary-replace = The Démasqués' Secretary became a Figurant: name another (/gm player secretary).

ronde-mj-heros-idle = { $player } (Héros tragique) named no monstrous target on day { $day }: for you to judge.

ronde-mj-sirene-order = Sirène order #{ $id } to { $player }: { $order }. Approve or refuse: the buttons, or /gm desk sirene number:{ $id }.

ronde-diva-list = The Personnages the Diva must unmask: { $list }.

ronde-mj-souffle-theme = Blow #{ $id }: does { $player }'s excerpt “{ $excerpt }” hold the theme? (the buttons, or /gm desk blow number:{ $id } with theme: true or false)
ronde-souffle-pending = { $player }'s excerpt is there: the GMs are checking the theme.

ronde-mj-review-ping = Reminder: { $count ->
    [one] one review card awaits your decision.
   *[other] { $count } review cards await your decision.
}

ronde-mj-don = { $player } sends the GMs: “{ $items }”. A box or an iron chest? (the buttons, or /gm desk gift)

ronde-mj-proces-points = Trial #{ $n }, points: { $points }.

# Refusals of this game (the shared codes are in errors.ftl)
error-ronde-not-mj = MJ-only command.
error-not-started = Trials start on day 2.
error-ended = The game is over.
error-spectator = Spectators cannot play.
error-unmasked = You are unmasked.
error-unofficial = You are unofficially unmasked.
error-asleep = You are asleep today.
error-quota = You already acted today.
error-one-opening = One opening per day.
error-not-in-list = Not in your list.
error-unknown-player = Unknown player.
error-unknown-character = Unknown character.
error-target-unmasked = Already unmasked.
error-own-trial = Not in your own trial.
error-already-complained = Already complained here.
error-closed = This trial is closed.
error-not-a-trial = Not a trial thread.
error-duplicate = Identical trial open: { $lien }.
error-deco-two = Name both Décorateurs.
error-cannot-open = You cannot open trials.
error-anon-only = New Figurant: anonymous only.
error-every-other = Next action on day { $n }.
error-no-anon = No anonymous complaint available.
error-no-power = You don't have this power.
error-window = Not usable today ({ $fenetre ->
    [jour-passe] for a day already begun, from day 2
    [un-par-jour] once a day
    [diva-demasquee] once the Diva is unmasked, until the next rollover
    [jusqu-a-j2] until the end of day 2
    [destin-du-jour] when today's entry of your list is already unmasked
    [monstre] day 1, or when a new target is due
    [monstre-designe] once you have named your monster
    [j4-j8-j12] days 4, 8 and 12
    [jours-pairs] even days, from day 2 to day 12
    [halus] one anonymous complaint in days 2–5, 6–9 and 10–13
    [joker-jour] for today or yesterday
   *[other] { $fenetre }
}).
error-used = Already used ({ $n }/{ $max }).
error-not-posted = You must have posted in it.
error-concluded = Outcome already known.
error-already-targeted = Target already used.
error-destiny-day = Today's target: { $personnage }.
error-bad-format = Invalid format: { $detail }.
error-no-joker = No joker available.
error-not-demasque = Unmasked chorus only.
error-not-secretary = Secretary only.
error-guessed = You already guessed.
error-answered = This question was answered already.
error-forwarded = This card was passed on to Alice already.
error-decided = This card was already decided, by { $mj }: { $choice ->
        [approuver] Approve
        [refuser] Refuse
        [respectee] Respected
        [joker] Joker
        [excusee] Excused
        [non-respectee] Not respected
        [valider] Accept
        [confirmer] Confirm
        [theme-ok] Theme OK
        [pas-theme] Not the theme
        [carton] Box (+7)
        [cantine] Iron chest (+13)
        [rien] Nothing
        [repondre] answered
       *[other] { $choice }
    }. Nothing changed.

# The game on Discord (issue 10)
ronde-annonces-open = 📣 Announcements of La Ronde des Pantins: the Régisseur posts unmaskings, the Héros's proclamations and the end of the game here.
ronde-place-open = 🏛️ Village square: talk about anything here.
ronde-mj-clock = Clock set by { $mj }: the game is at { $at }, { $speed ->
    [1] at real speed.
   *[other] { $speed } times faster than real time.
}
ronde-reminder = Reminder: your constraint for day { $day } is not proven yet (/proof); day { $day } ends <t:{ $until }:R>.
ronde-mj-corrected = Correction by { $mj }: { $player } { $field } = { $value } (reason: { $reason }).
ronde-proces-deadline = Trial #{ $n }: the GMs move its closing time to <t:{ $until }:f> (<t:{ $until }:R>).
ronde-woke = The GMs wake you up: you may act on day { $day }.
ronde-answer = The GMs answer: { $text }
ronde-chorus-vote = { $player } votes for proposal #{ $id }.
ronde-final = 🎭 The curtain falls. Leaderboard:
    { $board }
    The Personnages: { $cast }.
    The Ronde: { $ronde }.

ronde-category = La Ronde des Pantins #{ $id }
ronde-join-message = La Ronde des Pantins #{ $id }: register with the button or /join (the GMs register spectators and GMs). Players ({ $count }): { $names }
ronde-join-closed = La Ronde des Pantins #{ $id }: the Personnages are dealt. Players ({ $count }): { $names }
ronde-post-annonces = 📣 Announcements
ronde-post-place = 🏛️ Village square
ronde-post-loge = 🎤 The Diva's dressing room
ronde-post-repetitions = Rehearsals — day { $day }
ronde-post-proces = Trial #{ $n } — { $accused }: { $personnage }
ronde-action-plainte-proces = File a complaint
ronde-action-ouvrir = Accuse
ronde-action-personnage = Personnage
ronde-action-plainte = File a complaint
ronde-action-plainte-anonyme = Anonymous complaint
ronde-action-souffler = Blow
ronde-action-annuler = Cancel a trial
ronde-action-ecourter = Shorten a trial
ronde-action-chant = The Sirène's song
ronde-action-question = Woody's question
ronde-action-endormir = Put to sleep
ronde-action-designer = Point at a Personnage
ronde-action-dernier-souffle = Last breath
ronde-action-monstre = Name the monster
ronde-action-traquer = Hunt
ronde-action-pas-moi = “I am not…”
ronde-action-secret = Polichinelle's secret
ronde-action-accorder = Grant an anonymous complaint
ronde-action-voter = Vote
ronde-action-anon = Anonymous action #{ $n }
ronde-action-revue = Review #{ $n }
ronde-action-preuve = Proof #{ $n }
ronde-action-joker = Joker
ronde-action-sirene = Sirène's order #{ $n }
ronde-action-souffle = Blow #{ $n }
ronde-action-don = Gift
ronde-action-trancher = Decide
ronde-action-transfigurer = New Figurant
ronde-action-mime = The Mime's target
ronde-action-secretaire = Secretary of the Démasqués
ronde-action-repondre = Answer
ronde-action-deco = Items of day { $n }
ronde-action-alice = → Alice
ronde-field-reponse = Answer (sent by DM)
ronde-field-objets = Items sent by { $name }
ronde-field-texte = Excerpt for Alice (redact it)
ronde-option-approuver = Approve
ronde-option-refuser = Refuse
ronde-option-respectee = Respected
ronde-option-joker = Joker
ronde-option-excusee = Excused
ronde-option-non-respectee = Not respected
ronde-option-valider = Accept
ronde-option-confirmer = Confirm
ronde-option-theme-ok = Theme OK
ronde-option-pas-theme = Not the theme
ronde-option-carton = Box (+7)
ronde-option-cantine = Iron chest (+13)
ronde-option-rien = Nothing
ronde-card-decided = ✅ { $choice } — decided by { $mj }.
ronde-card-auto = ✅ Approved automatically.
ronde-card-answered = 💬 Answered by { $mj }: “{ $text }”
ronde-card-alice = → Alice: passed on by { $mj }.
ronde-card-alice-gone = → Alice: no Alice is listening any more.
ronde-status-lobby = La Ronde des Pantins #{ $id }: registration open ({ $count } players); deal the Personnages with /gm start or /gm game deal.
ronde-status-ended = La Ronde des Pantins #{ $id }: the game is over.
ronde-status = La Ronde des Pantins #{ $id }: day { $day } ({ $now }), { $hours } h { $minutes } min left until <t:{ $end }:f> (<t:{ $end }:R>). Open trials: { $open }.
ronde-card-spectator = You are a Spectator: you can read the tribunal, but have no Personnage and no game commands.
ronde-card-mj = You are a GM of this game: your desk is #bureau-des-mj.
ronde-card-waiting = You are registered: the Personnages will be dealt on day 1.
ronde-card-any = any Personnage
ronde-card = Your Personnage: { $personnage } ({ $status ->
    [masque] masked
    [officieux] unofficially unmasked
   *[demasque] unmasked
}). Your list: { $list }. { $jokers ->
    [none] No Joker for this Personnage.
   *[other] Jokers left: { $jokers }.
} Actions today: { $actions }. Constraints: { $items }.
    { $constraint }
ronde-item-a-faire = to do
ronde-item-preuve-soumise = proof submitted
ronde-item-validee = accepted
ronde-item-refusee = refused
ronde-item-dispensee = excused (asleep)
ronde-item-joker = joker
ronde-item-respectee = respected
ronde-item-excusee = excused
ronde-item-non-respectee = not respected
ronde-item-in-review = under review
# What a checklist item is about, on the Personnage card and the GMs' sheet.
ronde-item-what = { $kind ->
    [constraint] the constraint of { $name }
    [sirene-case] the Sirène's order (go to cell “{ $detail }”)
    [sirene-banque] the Sirène's order (take “{ $detail }” from the bank)
    [heros-cible] the Héros tragique's target
    [monster] naming the monster
    [destinee] the Destinée's target
   *[other] “{ $detail }”
}
ronde-board = 📊 Leaderboard (GMs only), day { $day }:
    { $board }
ronde-classement = 📊 Leaderboard:
    { $board }
ronde-classement-hidden = The leaderboard will be published at the end of the game (day 13, 13:13).
ronde-constraint-figurant = Constraint: every day until day 12, a text of 3 to 20 lines in the Rehearsals that alludes to the day's theme.
ronde-constraint-souffleur = Constraint: on day 2, choose a phrase of at least 8 words (/power phrase); slip it into a tribunal message every day (one word may change).
ronde-constraint-avocat-du-diable = Constraint: every two days, defend someone taking part in a trial (a different player each time). Power: cancel a trial (days 2–7, 8–13).
ronde-constraint-alice = Constraint: every day, a message containing two questions.
ronde-constraint-guignol = Constraint: secret, given by the GMs. From day 8 you cannot be unmasked.
ronde-constraint-decorateur = Constraint: every day, send decoration items to the GMs; whoever sends more beats the other.
ronde-constraint-chucky = Constraint: every day, clear an orange or red cell of the mini-map (screenshots before and after). Power: shorten a trial (days 2–7, 8–13).
ronde-constraint-voyante = Constraint: every day, a message with at least three verbs in the future tense.
ronde-constraint-mime = Constraint: every day, 7 registry entries identical to the previous day's entries of the player you mime.
ronde-constraint-petite-sirene = Constraint: every day, two messages 6 h apart posted from the south of town. Power: the song, once a day.
ronde-constraint-halus = Constraint: every day, two messages 6 h apart posted from the east of town. Power: three anonymous complaints.
ronde-constraint-woody = Constraint: every day, two messages 6 h apart posted from the west of town. Power: two questions.
ronde-constraint-pierrot-lunaire = Constraint: every day, two messages 6 h apart posted from the north of town. Power: put one player to sleep a day.
ronde-constraint-diva = No constraint; everyone learns on day 2 who you are. Power: point at one Personnage a day.
ronde-constraint-pianiste = Constraint: every two days, a message quoting at least 5 words of a well-known French song (otherwise a music item).
ronde-constraint-destinee = Constraint: on day 2, declare your 12 targets (/power fate), then open a trial against the day's target every day (or complain).
ronde-constraint-heros-tragique = Constraint: every day, /power not-me; hunt the monstrous Personnage you name on day 1 (/power monster).
ronde-constraint-chevalier = Constraint: every day, a message naming a Personnage on your list through a periphrasis.
ronde-constraint-polichinelle = Constraint: every day, answer a player boastfully. Powers: secrets (days 4, 8, 12) and granted anonymous complaints (even days).
ronde-constraint-homme-de-paille = Constraint: twice (days 2–7, 8–13), be accused in a trial that gathers 4 complaints.
ronde-constraint-pinocchio = Constraint: every three days, take part publicly in two unjust trials. One anonymous complaint a day.
ronde-constraint-revenant = The GMs will give you the roles of two unmasked Personnages.
ronde-list = Your list: { $list }
ronde-list-any = You may accuse any Personnage, Figurant included.
ronde-anon-asked = Your anonymous request goes to the GMs; nobody else sees it.
ronde-opened = Your trial is open in #tribunal.
ronde-proof-sent = Your proof is recorded.
ronde-joker-sent = Noted: the GMs are checking their chest.
ronde-question-sent = Your question goes to the GMs.
ronde-chorus-empty = No proposal today (/unmasked propose).
ronde-chorus-status = Today's proposals (votes):
    { $lines }
ronde-mj-overview = La Ronde des Pantins #{ $id }, day { $day } ({ $now }). Masked: { $masked }, unofficial: { $unofficial }, unmasked: { $unmasked } (Figurants unmasked: { $figurants }). Decisions waiting on the desk: { $cards }.
    Open trials:
    { $open }
    Latest corrections:
    { $corrections }
# /mj partie voir: an open procès, and a correction.
ronde-mj-open-proces = { $label } ({ $count ->
    [one] one complaint
   *[other] { $count } complaints
}) → <t:{ $until }:R>
ronde-mj-correction-line = { $at } { $by }: { $what } ({ $why })
ronde-mj-sheet = { $name } ({ $kind ->
        [spectateur] spectator
        [mj] GM
       *[joueur] player
    }): { $personnage }, { $status ->
        [officieux] unofficially unmasked
        [demasque] unmasked
       *[masque] masked
    }. List: { $list }. { $jokers ->
    [none] No Joker (their Personnage has none).
   *[other] Jokers used: { $jokers }.
} Today: { $openings ->
    [one] one opening
   *[other] { $openings } openings
}, { $plaintes ->
    [one] one complaint
   *[other] { $plaintes } complaints
}. Points: { $points }.
    Constraints: { $items }
    Counters: { $counters }
ronde-mj-choice = { $key ->
    [phrase] Phrase: “{ $value }”
    [destiny] The Destinée's targets: { $value }
    [monster] Monster: { $value }
    [asleep] Put to sleep: { $value }
    [charmed] Charmed by the Sirène: { $value }
   *[designated] Designated by the Diva: { $value }
}
ronde-proof-validated = Your proof for day { $day } is accepted (automatic check).
ronde-card-posts = Their messages in the tribunal that day:

# The Ronde's cards (embeds): titles and the day's quota.
ronde-card-verdict = ⚖️ The trial's verdict
ronde-card-curtain = 🎭 The curtain falls
ronde-card-board-title = Leaderboard
ronde-card-cast-title = The Personnages
ronde-card-cast-line = { $player }: { $personnage }
ronde-card-ronde-title = The Ronde
ronde-card-themes-title = The themes of the day
ronde-card-theme = Day { $day }: “{ $theme }”
ronde-card-quota = Trials opened: { $opened } · Complaints: { $complaints }
ronde-proof-choice = { ronde-item-what }, day { $day }
error-nothing-to-prove = Nothing to prove by that name{ $open ->
    [none] {""}: you have nothing to prove for today or yesterday, or it is already with the GMs.
   *[other] {""}. To prove now: { $open } (the constraint option offers them).
} Nothing changed.
