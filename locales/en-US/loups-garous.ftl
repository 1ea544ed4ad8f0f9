# loups-garous (en-US)

lg-role-name = { $role ->
    [loup-garou] Werewolf
    [loup-garou-noir] Black Werewolf
    [araignee-loup] Spider-Wolf
    [loup-garou-blanc] White Werewolf
    [voyante] Seer
    [renard] Fox
    [veilleur] Lookout
    [aubergiste] Innkeeper
    [cypher] Cypher
    [tailleur-de-pierre] Stonemason
    [corbeau] Raven
    [dictateur] Dictator
    [tavernier] Tavern Keeper
    [roi-du-silence] King of Silence
    [serrurier] Locksmith
    [petite-fille] Little Girl
    [sorciere] Witch
    [chasseur] Hunter
    [necromancien] Necromancer
    [rachimbourg] Rachimbourg
    [idiot-du-village] Village Idiot
    [cupidon] Cupid
    [mercenaire] Mercenary
    [pyromane] Arsonist
    [hidden] hidden role
   *[villageois] Villager
}

lg-camp-name = { $camp ->
    [meute] the Pack
    [loup-garou-blanc] the White Werewolf
    [pyromane] the Arsonist
    [mercenaire] the Mercenary
    [couple] the couple
   *[village] the Village
}

lg-wolf-name = { $wolf ->
    [0] Greedy Wolf
    [1] Timid Wolf
    [2] Howling Wolf
    [3] Limping Wolf
    [4] Hungry Wolf
    [5] Sly Wolf
    [6] Grumpy Wolf
   *[other] Lone Wolf
}

lg-seating = The cushions on the square, in order: { $names }.
lg-role-card = Your role: { lg-role-name }. You play for { lg-camp-name }.
lg-day-1 = Day one: a free day ({ $secs } s){ $until ->
        [none] {""}
       *[other] , ending <t:{ $until }:R>
    }. Find your house!
lg-dusk = Dusk falls: go home within { $secs } s{ $until ->
        [none] {""}
       *[other] , ending <t:{ $until }:R>
    } (🏠 /home).
lg-home = You are home.
# A last call (30 s, then 10 s, before the end) to a player who still has to vote or go home.
lg-last-call = ⏳ Only { $left } s left to { $what ->
        [rentrer] go home (🏠 /home)
       *[voter] vote (/vote)
    }{ $until ->
        [none] .
       *[other] , ending <t:{ $until }:R>.
    }
lg-surpris-you = You were caught outside: sent home, you will start tomorrow's first vote with votes against you.
lg-night = The doors close. Night falls on the village.
lg-late-you = You came home late: one vote against you at tomorrow's first vote.
lg-choice-ok = Noted ({ lg-item-name }).
lg-prompt = Your turn. Usable items: { $items }. Prey: { $prey }.
lg-prompt-griffes = The hunt begins: choose the prey with your Claws.
lg-prompt-ecoute = The wolves are out. You may follow them from afar or up close (ecoute loin / pres), or stay home.
lg-retraite = Go home within { $secs } s{ $until ->
        [none] {""}
       *[other] , ending <t:{ $until }:R>
    } (🏠 /home), or you will be late.
lg-retraite-den = Go home within { $secs } s{ $until ->
        [none] {""}
       *[other] , ending <t:{ $until }:R>
    } (🏠 here or /home), or you will be late.
lg-hunt = The hunt is open: you may write here until the Retreat.
lg-den = The Pack: { $names }.
lg-prey = The prey is { $name }.
lg-prey-none = No prey tonight.
lg-prey-walled = Walled door: no prey tonight.
lg-prey-empty = Empty house: no prey tonight.
lg-prey-girl = You caught the Little Girl: she is your prey.
lg-follower-prey = The wolves went into { $name }'s house.
lg-relay = { lg-wolf-name }: “{ $text }”
lg-infected-meute = { $name } was infected and joins the Pack.
lg-seer = { $name } is { lg-role-name }.
lg-fox-yes = Yes: there is a wolf around { $name }.
lg-fox-no = No: no wolf around { $name }. You lose your sense of smell.
lg-cypher-same = { $a } and { $b } are in the same camp.
lg-cypher-different = { $a } and { $b } are in different camps.
lg-watch = { $house }'s house had { $count ->
    [one] one visit
   *[other] { $count } visits
}, including { $name }'s.
lg-watch-none = Nobody came to { $house }'s house tonight.
lg-thread = { $name } went to: { $houses }.
lg-thread-home = { $name } did not go out.
lg-note-inn = You slept at the inn.
lg-note-wall = Your door was walled up tonight.
lg-note-infected = You were infected: you now play for the Pack.
lg-note-soaked = Your house smells of gasoline…
lg-lover = Cupid bound you to { $name }: if one dies, the other dies of grief.
lg-contract-offer = Choose your target among: { $names }.
lg-contract-signed = Contract signed: get { $name } hanged on the first voting day.
lg-contract-expired = Your contract expired: you now play for the Village.
lg-gagged = 🔇 { $name } was gagged.
lg-gags-lifted = The King of Silence is dead: everyone may speak again.
lg-locked = 🔒 { $name } is locked in today.
lg-locked-you = You are locked in until dusk.
lg-dawn = Day { $day } dawns.
lg-dead = { $name } died tonight. Their role: { lg-role-name }.
lg-dead-infected = { $name } died. Their role: { lg-role-name } (infected, Pack).
lg-infected-mark = { $infected ->
    [oui] {" "}(infected, Pack)
   *[non] {""}
}
lg-dead-hidden = { $name } died. Their role: hidden role.
lg-dead-parti = { $name } left. Their role: { lg-role-name }{ lg-infected-mark }.
lg-dead-grief = { $name } dies of grief. Their role: { lg-role-name }{ lg-infected-mark }.
lg-dead-shot = { $name } is shot. Their role: { lg-role-name }{ lg-infected-mark }.
lg-dead-coup = { $name } is executed. Their role: { lg-role-name }{ lg-infected-mark }.
lg-dead-remorse = { $name } dies of remorse. Their role: { lg-role-name }{ lg-infected-mark }.
lg-hanged = { $name } is hanged. Their role: { lg-role-name }{ lg-infected-mark }.
lg-outside = Caught outside tonight: { $names }.
lg-tir = { $name } was the Hunter and fires one last shot.
lg-prompt-fusil = You are dying: shoot someone within { $secs } s (fusil).
lg-shot = { $hunter } shoots { $name }.
lg-no-shot = { $hunter } does not shoot.
lg-succession = { $name } was the Mayor and names a successor.
lg-prompt-successor = Name your successor within { $secs } s (echarpe).
lg-mayor-elected = { $name } is elected Mayor.
lg-mayor-successor = { $name } receives the Mayor's sash.
lg-mayor-drawn = { $name } is drawn as Mayor.
lg-mayor-coup = { $name } takes the Mayor's sash.
lg-coup = Coup d'état! { $name }, the Dictator, seizes power.
lg-coup-stage = The Dictator has { $secs } s to execute someone{ $until ->
        [none] {""}
       *[other] , ending <t:{ $until }:R>
    }.
lg-coup-cancelled = The Dictator is gone: no coup d'état, the day goes on.
lg-prompt-coup = Execute a player on the square, or nobody (coup-d-etat).
lg-tournee = A round on the house: no vote today.
lg-election = Mayor election: { $secs } s to vote with your Ballot, the live count in the pinned message 📌{ $until ->
        [none] {""}
       *[other] , ending <t:{ $until }:R>
    }.
lg-parole = Speaking turns of day { $day }, in this order: { $order }. Each has { $secs } s at most, and { $silence } s of silence pass the floor to the next one.
lg-assemblee = Town meeting: { $secs } s of open debate{ $until ->
        [none] {""}
       *[other] , ending <t:{ $until }:R>
    }.
lg-vote-open = The vote is open ({ $secs } s, the live count in the pinned message 📌){ $until ->
        [none] {""}
       *[other] , ending <t:{ $until }:R>
    }.
lg-preloaded = { $name } starts with { $votes ->
    [one] one vote
   *[other] { $votes } votes
}.
lg-crow = The Raven visited { $name }.
lg-tally = Result: { $tally }.
lg-tie = Tie between { $names }: the Mayor decides.
lg-prompt-tie = Tie: choose whom to hang, or spare everyone (echarpe … / personne), within { $secs } s.
lg-prompt-tie-successor = You are now the Mayor, in the middle of a tie: choose whom to hang, or spare everyone (echarpe … / personne), before <t:{ $until }:T> (<t:{ $until }:R>).
lg-spared = Nobody is hanged today.
lg-idiot = { $name } is the Village Idiot: spared, but loses their vote.
lg-second-vote-ordered = The Rachimbourg orders a second vote.
lg-second-vote = Second vote: debate, then vote ({ $secs } s){ $until ->
        [none] {""}
       *[other] , ending <t:{ $until }:R>
    }.
lg-warned = { $name } is inactive and has been warned.
lg-warned-you = You are inactive: act before the end of the next vote or you will be eliminated.
lg-replaced = { $name } takes over a player's seat.
lg-end = Game over: { lg-camp-name } wins!
lg-end-draw = Game over: nobody survives, no winner.
lg-end-terminated = The game was stopped by a GM.
lg-end-role = { $name }: { lg-role-name }{ $infected ->
    [oui] {" "}(infected)
   *[non] {""}
}{ $alive ->
    [oui] {""}
   *[non] {" "}†
}

# Items by id (buttons, menus, autocomplete, inventory).
lg-item-name = { $item ->
    [bulletin] Ballot
    [sablier] Hourglass
    [griffes] Claws
    [fil-d-ariane] Ariadne's thread
    [linceul] Shroud
    [contrat] Contract
    [fleches] Cupid's arrows
    [boule-de-cristal] Crystal ball
    [flair] Scent
    [lanterne] Lantern
    [cle-de-chambre] Room key
    [cryptogramme] Cryptogram
    [truelle] Trowel
    [plume] Feather
    [coup-d-etat] Coup d'état
    [tournee-generale] Round on the house
    [baillon] Gag
    [cadenas] Padlock
    [ecoute] Eavesdropping
    [infection] Infection
    [fiole-de-vie] Potion of life
    [fiole-de-mort] Potion of death
    [croc-blanc] White fang
    [essence] Gasoline
    [allumette] Match
    [fusil] Rifle
    [echarpe] Mayor's sash
    [second-vote] Second vote
    [rentrer] Go home
   *[other] { $item }
}
# A prompt once used, or once its step is over (its buttons are then disabled).
# Where a game stands (/partie): "night 2, hunt".
lg-phase = { $kind ->
    [lobby] sign-up
    [day] day { $n }, { lg-stage-name }
    [dusk] day { $n }, dusk
    [night] night { $n }, { lg-step-name }
    [dawn] day { $n }, dawn
   *[ended] over
}
lg-step-name = { $step ->
    [preparatifs] preparations
    [chasse] hunt
    [retraite] retreat
    [loup-garou-noir] Black Werewolf
    [remedes] remedies
    [araignee-loup] Spider-Wolf
   *[other] { $step }
}
lg-stage-name = { $stage ->
    [libre] free day
    [election] Mayor's election
    [parole] speaking turns
    [assemblee] town meeting
    [vote] vote
    [egalite] tie
    [second-vote] second vote
    [coup-d-etat] coup d'état
    [tir] Hunter's shot
    [succession] Mayor's succession
   *[other] { $stage }
}
lg-time-left = { $min ->
    [0] { $sec } s
   *[other] { $min } min { $sec } s
}
# The role card's items: "Claws (during the hunt: pick the prey)".
lg-role-card-items = Your items: { $items }. Use them with the buttons sent to you here when they can be used, or with /use.
lg-role-card-no-items = No items of your own: you play with your Ballot and your voice.
lg-item-use = { lg-item-name } ({ lg-item-when })
lg-item-when = { $item ->
    [griffes] during the hunt: pick the prey
    [fil-d-ariane] at the preparations: follow a player
    [linceul] at your night step, once: take the prey
    [contrat] on the first night: pick your target
    [fleches] on the first night: bind two lovers
    [boule-de-cristal] at the preparations: learn a role
    [flair] at the preparations: sniff for a wolf around a player
    [lanterne] at the preparations: watch a house
    [cle-de-chambre] at the preparations: host a player
    [cryptogramme] at the preparations: compare two players' camps
    [truelle] at the preparations: wall up a door
    [plume] at the preparations: put two votes on a player
    [coup-d-etat] at the preparations, once: plan your coup
    [tournee-generale] at the preparations, once: no vote tomorrow
    [baillon] at the preparations: gag a player
    [cadenas] at the preparations: lock a player in
    [ecoute] at the start of the hunt: follow the wolves from afar or up close
    [infection] at your night step, once: infect the prey
    [fiole-de-vie] at the remedies, once: save the prey
    [fiole-de-mort] at the remedies, once: kill a player
    [croc-blanc] at the remedies, on even nights: kill a wolf
    [essence] at the remedies: soak a house
    [allumette] at the remedies: burn the soaked houses
    [fusil] at your death: shoot a player
    [second-vote] during the vote, once: order a second vote
   *[other] { $item }
}

## Voice mode
lg-voice-away = 🎙️ This game is played by voice and you are not in its voice channels: join the game's voice channel “place” before <t:{ $until }:T> (<t:{ $until }:R>), or you will count as having left and your role will be revealed.
lg-voice-back = 🎙️ You are back in voice: you stay in the game.

# Cards (embeds): the role card's title and camp line, the public moments' titles, the end's camps.
lg-card-title = Your role: { lg-role-name }
lg-card-camp = You play for { lg-camp-name }.
lg-card-hanging = ⚖️ The village's verdict
lg-card-shot = 🔫 The Hunter's last shot
lg-card-mayor = 🎖️ The village has a Mayor
lg-card-end-camp = { $camp ->
    [meute] Pack
    [loup-garou-blanc] White Werewolf
    [pyromane] Arsonist
    [mercenaire] Mercenary
    [couple] Couple
   *[village] Village
} ({ $count }){ $won ->
    [oui] {" "}🏆
   *[non] {""}
}
