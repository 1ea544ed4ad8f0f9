# roles (en-US)
# The role card (/role and the card sent at distribution): what the role does,
# the camp's goal, the card's headings, and the lover and infection notes.

lg-role-does = { $role ->
    [loup-garou] Each night, during the hunt, you go out with the Pack: you talk in your den and pick the prey with your Claws. The den stays readable, but you can only write there during the hunt. Get home at the Retreat, or you'll start the next day's first vote with a vote against you.
    [loup-garou-noir] You hunt with the Pack every night, like any Werewolf. Once per game, after the hunt, if you hunted and there is a prey, you may infect them instead of killing them: they survive, keep their role and powers, and join the Pack.
    [araignee-loup] You belong to the Pack and go out with the hunt, but you have no Claws: you can't vote for the prey. Each night, at the preparations, your Ariadne's thread follows a player: at dawn you learn whose houses they went to. Once per game, your Shroud hides the role of a dying prey.
    [loup-garou-blanc] You hunt with the Pack, who take you for an ordinary wolf. Every other night (the even nights), at the remedies, you may secretly kill another member of the Pack: nothing can save them, not even the inn.
    [voyante] Each night, at the preparations, you learn the exact role of another living player. Infection doesn't show: you always see their original role.
    [renard] Each night, at the preparations, you sniff out another player and their nearest living neighbors on the square, one on each side. “Yes” if one of them is a wolf (infected players and the White Werewolf included); otherwise “no”, and you lose your Scent for good.
    [veilleur] Each night, at the preparations, you watch another player's house. At dawn you learn how many visits it got, failed ones included, and the name of one visitor, drawn at random.
    [aubergiste] Each night, at the preparations, you host another living player, never the same one two nights in a row. Your guest escapes the hunt (their house is empty), but not poison, the White Werewolf or fire. If you are the prey, you die and your guest is unharmed.
    [cypher] Each night, at the preparations, you pick two other living players and learn whether they are in the same camp or in different camps. An infected player counts as Pack, and each loner is a camp of their own.
    [tailleur-de-pierre] Each night, at the preparations, you wall up a living player's door, neither your own nor last night's. That night nobody gets in or out of that house: the wolves can't take their prey there, but fire still gets through.
    [corbeau] Each night, at the preparations, you mark another living player: they start the next day's first vote with two votes against them, and the village hears of your visit. If there is no vote that day, or that player is locked in, the mark is lost.
    [dictateur] Once per game, at the preparations, you may plan a coup d'état. At dawn your name and role are revealed, and your coup replaces the speaking turns, the debate and the vote: you execute a player on the square, or nobody. If they were Village, you die of remorse; otherwise you become Mayor.
    [tavernier] Once per game, at the preparations, you may call a round on the house: no vote the next day. Speaking turns, the debate and the Mayor's election still happen, and your name stays secret. If a coup d'état happens on the same day, you keep your round for another time.
    [roi-du-silence] Each night, at the preparations, you gag another living player, at once and until you die: they can no longer speak or write anywhere, but they still hear and vote. Gags add up, within a limit (two at a time by default).
    [serrurier] Each night, at the preparations, you lock in another living player, never the same one two nights in a row. The next day, until dusk, they stay home: they hear nobody, nobody hears them, they can't vote, and nobody can vote against them.
    [petite-fille] At the start of each hunt, you may follow the wolves from afar or up close, or stay home. While following, you overhear some of their messages and learn their prey, but if they spot you, you become the prey. Up close, you hear more and you risk more.
    [sorciere] Each night, at the remedies, you see the wolves' prey, if there is one, and choose: save them with your Potion of life, poison someone with your Potion of death, or do nothing. One action per night, and each potion works only once. You may save yourself, but not poison yourself.
    [chasseur] When you die, however it happens (unless you leave the game), you shoot a living player of your choice on the spot. You only have a few seconds to choose; if you don't, there is no shot.
    [necromancien] While you are alive, you can read and write in the dead's channel at any time, where your messages show your role instead of your name. Gagged, you can only read. Locked in, you have no access that day.
    [rachimbourg] Once per game, during the day's first vote or just after its result, you may order a second vote, preceded by a short debate, without your name being revealed. You can't if that day's vote was cancelled or replaced.
    [idiot-du-village] The first time the village sends you to the gallows (vote, second vote or the Mayor's pick), you survive and your role is revealed, but you lose your vote, not your voice. Sent there a second time, you die. Your protection only works against votes.
    [cupidon] On the first night, at the preparations, you bind two living players as lovers, yourself included if you like. The lovers can write to each other day and night and know each other's names, but not their roles. If one dies, the other dies of grief at once.
    [mercenaire] On the first night you are offered two players: choose your target (if you don't, it's the first one). If the village hangs them on the first day it votes, you win alone and the game ends. Otherwise you join the Village for good.
    [pyromane] Each night, at the remedies, you either soak another player's house in gasoline, if it isn't soaked yet, or set everything alight: every living soaked player dies at dawn. Nothing stops the fire: no potion, no wall, no inn.
   *[villageois] You have no special power. By day, listen, debate and vote to unmask the wolves: your voice and your Ballot are your weapons.
}

lg-camp-goal = { $camp ->
    [meute] You win if every player outside the Pack is dead, or as soon as nothing can stop the Pack from winning. Even if you're dead, you win with it.
    [loup-garou-blanc] You win alone if you are the last one alive, or as soon as nothing can stop you from winning. The Pack is not your side: you play against it too.
    [pyromane] You win alone if you are the last one alive, or as soon as nothing can stop you from winning.
    [mercenaire] You win alone if the village hangs your target on the first day it votes: the game ends at once. Otherwise your contract expires and you play for the Village.
    [couple] You win with your lover if you two are the last ones alive, or as soon as nothing can stop you from winning. Your original camps no longer count.
   *[village] You win if no member of the Pack, no loner and no couple of lovers from different camps is left alive. Even if you're dead, you win with the Village.
}

lg-card-does = What you do
lg-card-items = Your items
lg-card-goal = Your goal
lg-card-next = What now
lg-card-next-text = { $phase ->
    [day] It's daytime: talk with the village on the square. At dusk, hurry home (🏠).
    [night] It's night: wait for your turn, we'll write to you here.
   *[other] Follow the game on the square; we'll write to you here when it's your turn to act.
}
lg-card-lover = You are in love with { $name }: if one of you dies, the other dies of grief. You can write to each other in private, day and night, and you win together.
lg-card-infected = The Black Werewolf infected you: you keep your role and powers, but you now play for the Pack and hunt with it.

# Personnages of the Ronde (the Personnage card)
ronde-personnage-does = { $personnage ->
   *[figurant] From day 2 to day 13, one action a day: open a trial (/open-trial) or file a complaint (/complain), against any Personnage, Figurant included. Your complaints against the Diva are void. New Figurant: anonymous only (the anonymous option), never the day after a day you acted; every day once the Pianiste is unmasked.
    [souffleur] Once a day, /power blow: a player and an excerpt from their text in yesterday's Rehearsals that holds the theme. A masked Figurant with the right excerpt is unmasked (+155). Not a masked Figurant: a miss; 3 days in a row or 6 in all and you are unmasked. Your complaints are void and you can't open trials until 6 Figurants have fallen.
    [avocat-du-diable] Twice: once in days 2–7, once in days 8–13 (until 13:13), /power cancel on an open trial you have posted in, still short of 4 complaints and not accusing you. If it goes through or is shortened, it is cancelled for a procedural flaw: a success. A period without a try is a failure; two failures and you are unmasked.
    [alice] Every day, the GMs pass you excerpts of their private messages with players (anonymous complaints, hidden powers…). And every day, one action against a Personnage on your list: open a trial (/open-trial) or file a complaint (/complain).
    [guignol] One action a day against a Personnage on your list: open a trial (/open-trial) or file a complaint (/complain). From day 8, nothing can unmask you: your constraint ends, and a just trial against you is announced as just but leaves your mask on.
    [decorateur] One action a day against a Personnage on your list (/open-trial or /complain). Every day, a duel with the other Décorateur: whoever sends more items wins; result by DM the next day. Beat the other 3 days in a row or 6 times in all and they are unmasked; 2 ties in a row or 4 in all unmask you both. A trial against you must name you both.
    [chucky] Twice: once in days 2–7, once in days 8–13 (until 13:13), /power shorten on an open trial you have posted in: it is decided at once, even without 4 complaints, and you score as if you had complained. It's a success if the trial is just; a period without a try is a failure, and two failures unmask you.
    [voyante] Your list sees further: the 9 Personnages that follow you in the Ronde, 10 once 4 Figurants have been unmasked. One action a day against one of them: open a trial (/open-trial) or file a complaint (/complain).
    [mime] Besides the Personnages that follow you in the Ronde, your list holds the 2 that follow the Personnage of the player you mime (3 once 4 Figurants have been unmasked). One action a day against one of them (/open-trial or /complain). If your target is unmasked or their registry runs thin, the GMs give you another.
    [petite-sirene] Once a day, /power song on a masked player you have never targeted, with one order: file a complaint in an open trial (filed at once, no points, counts in their quota); go to a cell 6 AP or less from town and post twice from it six hours apart; or take an item from the bank and never put it back.
    [halus] Three anonymous complaints per game, one per period: days 2–5, 6–9 and 10–13 (the anonymous option of /complain, or of /open-trial to open a trial). Each one replaces your public action that day. Otherwise, one action a day against a Personnage on your list.
    [woody] Twice per game, never twice on the same day: /power question, “is this player that Personnage?”, answered yes or no at once (a Revenant is a yes only for “Revenant”). And every day, one action against a Personnage on your list (/open-trial or /complain).
    [pierrot-lunaire] Once a day, /power sleep on another masked player you have never targeted: all the next day, they can't open a trial or file a complaint (except one forced by the Sirène), and their constraint is lifted. And every day, one action against a Personnage on your list (/open-trial or /complain).
    [diva] Once a day, /power point at a Personnage other than Figurant: if the player behind it ever complained against you, their name is revealed to everyone, without unmasking them. Once unmasked, before the next day begins, /power last-breath on a Personnage you never pointed at: if its player complained against you, they are unmasked.
    [pianiste] One action a day against a Personnage on your list (/open-trial or /complain). Your effect kicks in when you fall: from then on, everyone gets two actions a day (one opening at most, never two complaints in the same trial), the Souffleur unmasks two Figurants at once, and new Figurants act every day.
    [destinee] By the end of day 2, /power fate sets your 12 different targets, one a day from day 2 to day 13 (no Figurant, not you). Your first action each day targets that day's entry; if it is already unmasked, move to the next and add one (/power fate-add), or rest. A trial against you can only be just if the trial you opened the day before has no complaint.
    [heros-tragique] On day 1, /power monster names the monstrous Personnage (not the Destinée, Pinocchio, the Souffleur or yourself). Then /power hunt a player: if they are the monster, they are unmasked (+295); if not, you are. Deadline: end of day 6; after that, each new target gives you 5 days from the next day. You can't open trials, and your complaints are void.
    [chevalier] Your list looks backwards: the 6 Personnages that come before you in the Ronde, not after (7 once 4 Figurants have been unmasked). One action a day against one of them: open a trial (/open-trial) or file a complaint (/complain).
    [polichinelle] On days 4, 8 and 12, /power secret on a player: you and 5 masked players drawn at random learn their Personnage by DM. On even days from day 2 to day 12, /power grant gives another masked player an anonymous complaint, valid for 24 hours. And every day, one action against a Personnage on your list.
    [homme-de-paille] One action a day against a Personnage on your list (/open-trial or /complain). When the first trial against you to gather 4 valid complaints ends, you learn by DM the Personnages (not the players) who complained, void complaints aside; apart from Figurants, they join your list.
    [pinocchio] In public (/open-trial, /complain), you may target any Personnage, Figurant included, and you neither win nor lose points; 3 public actions in just trials unmask you. Each day you may act anonymously instead (the anonymous option), against your list, for normal points. One action a day in all.
    [revenant] You start with nothing special: one action a day against a Personnage on your list (/open-trial or /complain). The GMs will give you the roles of up to two unmasked Personnages: their powers, constraints (from the next day), Jokers and lists add to yours. Only a trial accusing you of being the Revenant is just.
}
ronde-card-list-title = Your list
ronde-card-does-title = What you can do
ronde-card-jokers-title = Jokers
ronde-card-quota-title = Actions today
ronde-card-counts-title = Counters
ronde-count = { $key ->
    [faux-streak] Wrong blows in a row: { $used }/{ $max } (unmasked at { $max })
    [faux-total] Wrong blows in all: { $used }/{ $max } (unmasked at { $max })
    [attempts-left] Attempts left: { $used }/{ $max }
    [questions] Questions asked: { $used }/{ $max }
    [sleeps] Players put to sleep: { $used }
    [anon-plaintes] Anonymous complaints: { $used }/{ $max } (one each in days 2–5, 6–9 and 10–13)
    [accused-windows] Periods accused: { $used }/{ $max } (days 2–7 and 8–13)
    [justes] Public actions in just trials: { $used }/{ $max } (unmasked at { $max })
   *[deadline] The hunt ends: day { $used }
}
ronde-card-checklist-title = Your constraints
ronde-card-checklist-line = { $mark } day { $day } { $what }: { $status }
ronde-card-constraint-title = Today's constraint
ronde-card-title = Your Personnage: { $personnage }
ronde-card-status = { $status ->
    [masque] Masked: you haven't been publicly unmasked, and you still play your Personnage.
    [officieux] Unofficially unmasked: to the others you are still masked, but you can no longer open trials, file complaints or use your Personnage. The announcement waits until your open trials are closed.
   *[demasque] Unmasked: you no longer have a Personnage or a constraint. You join the chorus of the Démasqués, and you may still give your opinion in trials and write in the Rehearsals.
}
ronde-card-jokers = { $left ->
    [0] No Jokers left.
    [one] One Joker left.
   *[other] { $left } Jokers left.
}
ronde-card-no-jokers = This Personnage has no Jokers.
