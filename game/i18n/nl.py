"""Nederlands (informal "je", as board games speak). Card names as the Dutch rules
print them (``shared/seeds``): Nog Eén!, Draai Vier!, Steel, Ruil, Leg Af; De Nul,
Geluks-13, Ongeluks-7; ÷2, −2 … −10; the Brutal mode is "Wrede modus". The seeds
name no classic action card in Dutch, so these follow the Vengeance names'
pattern: Bevries (Freeze), Draai Drie! (Flip Three), Tweede Kans (Second Chance).
The editions are "Basisspel" and "Vengeance"."""

from __future__ import annotations

from collections.abc import Mapping

MESSAGES: dict[str, str | Mapping[str, str]] = {
    # ---------------------------------------------------------------- the app
    "app.window_title": "Flip 7",
    "app.fullscreen_unavailable": "Volledig scherm is hier niet beschikbaar.",
    "app.game_saved": "Je spel is opgeslagen: ga verder met ‘Verder spelen’ in het hoofdmenu.",
    "app.game_saved_title": "Je spel is opgeslagen: ‘Verder spelen’ brengt je terug.",
    "elsewhere.title": "Flip 7 is al open",
    "elsewhere.detail": "Een ander Flip 7-venster speelt met je opgeslagen spel en instellingen"
        " ({folder}). Speel daar verder, of sluit het en start Flip 7 opnieuw.",
    "elsewhere.watching": "Flip 7 is open in een ander venster: dit venster speelt alleen de"
        " opname af en bewaart geen instellingen.",
    "elsewhere.close": "Sluiten",
    "unsaved.question": "Je spel is niet opgeslagen",
    "unsaved.detail": "Reden: {reason}. Ga je nu weg, dan is dit spel verloren.",
    "unsaved.detail_kept": "Reden: {reason}. Ga je nu weg, dan zijn de zetten sinds de"
        " laatste keer opslaan verloren: het opgeslagen spel staat op ronde {round}.",
    "unsaved.lost": "Je spel kon niet worden opgeslagen en is verloren: {reason}.",
    "unsaved.lost_kept": "Je spel kon niet worden opgeslagen: {reason}. De zetten sinds de"
        " laatste keer opslaan zijn verloren (het opgeslagen spel staat op ronde {round}).",
    "unsaved.leave": "Toch weggaan",
    "unsaved.close": "Toch sluiten",
    "unsaved.stay": "Verder spelen",
    "unsaved.question_over": "Je spel is niet bewaard",
    "unsaved.detail_over": "Reden: {reason}. Ga je nu verder, dan is dit spel "
                           "verloren.",
    "unsaved.again": "Toch opnieuw",
    "unsaved.stay_here": "Hier blijven",
    "player.default_name": "Jij",
    "player.numbered": "Speler {n}",
    "common.on": "Aan",
    "common.off": "Uit",
    "common.decimal_mark": ",",
    "common.percent": "{n}%",
    "key.enter": "Enter",
    "key.esc": "Esc",
    "key.tab": "Tab",
    "key.hit": "N",
    "key.stay": "S",
    "edition.classic": "Basisspel",
    "edition.vengeance": "Vengeance",
    "edition.with_brutal": "{edition} · Wreed",
    # ---------------------------------------------------------------- title
    "title.logo": "FLIP 7",
    "title.tagline": "Het kaartspel waarin je je geluk beproeft  ·  Basisspel en Vengeance",
    "title.continue": "Verder spelen",
    "title.quick_game": "Snel spel",
    "title.new_game": "Nieuw spel",
    "title.your_games": "Jouw spellen",
    "title.how_to_play": "Zo speel je",
    "title.guide_offer": "Nieuw bij Flip 7?",
    "title.guide_offer_more": "Een begeleide ronde leert je het spel.",
    "title.rules": "Spelregels",
    "title.settings": "Instellingen",
    "title.quit": "Afsluiten",
    "title.version": "versie {version}",
    "title.keys": "Pijltjestoetsen en Enter, of de muis  ·  F11 volledig scherm",
    "title.saved_game": "Opgeslagen spel · {edition}",
    "title.none_to_continue": "Er is geen opgeslagen spel om verder te spelen: "
                              "begin hier een nieuw spel.",
    "title.ended_kept": "Het opgeslagen spel was al afgelopen (winnaar: {name}, {points} punten): "
                        "het staat nu bij ‘Jouw spellen’.",
    "title.saved_round": "Ronde\u00a0{round}\u00a0· {leader}",
    "title.leads": "{leader} staat voor met {total} van {target}",
    "title.leads.you": "Jij staat voor met {total} van {target}",
    "title.nobody_leads": "Nog niemand staat voor",
    "title.tied": "{first} en {other} staan voor met {total} van {target}",
    "title.tied.you": "Jij en {other} staan voor met {total} van {target}",
    "title.tied_many": "{n} spelers staan samen voor met {total} van {target}",
    "newgame.question": "Een nieuw spel beginnen?",
    "newgame.detail": "Het opgeslagen spel wordt niet voortgezet: {game}.\nHet bestand "
                      "wordt bewaard, niet gewist.",
    "newgame.yes": "Nieuw spel",
    "newgame.no": "Terug",
    "title.more_names": "{names} + nog {n}",
    "title.quit_question": "Flip 7 afsluiten?",
    "title.quit_yes": "Afsluiten",
    "title.quit_no": "Blijven",
    "title.quit_settings_kept": "Je instellingen blijven bewaard.",
    "title.quit_settings_lost": "Je instellingen konden niet worden bewaard: "
                                "wijzigingen gaan verloren.",
    "title.quit_game_kept": "Je spel is opgeslagen; speel de volgende keer verder.",
    # ---------------------------------------------------------------- new game
    "setup.heading": "Nieuw spel",
    "setup.edition": "Editie",
    "setup.brutal": "Wrede modus",
    "setup.brutal_idle": "alleen bij Vengeance",
    "setup.target": "Doelscore",
    "setup.start": "Starten",
    "setup.back": "Terug",
    "setup.add_person": "+ Persoon erbij",
    "setup.add_computer": "+ Computer erbij",
    "setup.person": "Persoon",
    "setup.computer": "Computer",
    "setup.kind.careful": "Voorzichtig",
    "setup.kind.balanced": "Evenwichtig",
    "setup.kind.bold": "Gedurfd",
    "setup.kind.expert": "Expert",
    "setup.kind.custom": "Aangepast",
    "setup.note.vengeance": "Vengeance: minkaarten, ÷2, De Nul, Geluks-13, Steel, Ruil "
                             "en meer; de Spelregels (pauzemenu) leggen ze allemaal uit.",
    "setup.note.brutal": "Wrede modus: scores kunnen onder 0 gaan, spelers die af zijn kunnen "
                          "minkaarten krijgen, en een Flip 7 mag 15 van een tegenstander afhalen.",
    "setup.note.careful": "Voorzichtig stopt vroeg en is zelden af.",
    "setup.note.balanced": "Evenwichtig speelt rustig en verstandig.",
    "setup.note.bold": "Gedurfd neemt graag risico.",
    "setup.note.expert": "Expert telt kaarten en speelt om het hele spel te winnen.",
    "setup.note.custom": "Aangepast stopt zodra de kans om met de volgende kaart af te gaan "
                          "zijn Risico bereikt.",
    "setup.seats": "Plaatsen ({n})",
    "setup.seats_hint": "De plaatsen gaan met de klok mee rond de tafel.",
    "setup.keys": "↑ ↓: navigeren  ·  ← →: wijzigen  ·  Tab: volgend veld",
    "setup.keys.name": "↑ ↓: navigeren  ·  Tab: volgend veld",
    "setup.keys.risk": "↑ ↓: navigeren  ·  ← →: wijzigen  ·  Shift+← →: 1%",
    "setup.enter.start": "Enter: starten",
    "setup.enter.to_start": "Enter: naar ‘Starten’",
    "setup.enter.add": "Enter: toevoegen",
    "setup.enter.remove": "Enter: verwijderen",
    "setup.enter.back": "Enter: terug",
    "setup.column.who": "Wie",
    "setup.column.name": "Naam",
    "setup.column.kind": "Speelstijl",
    "setup.column.risk": "Risico",
    "setup.more_above": "↑ nog {n}",
    "setup.more_below": "↓ nog {n}",
    "setup.who": {"one": "{n} speler: {people}, {computers}",
                  "other": "{n} spelers: {people}, {computers}"},
    "setup.people": {"one": "{n} persoon", "other": "{n} personen"},
    "setup.computers": {"one": "{n} computer", "other": "{n} computers"},
    "setup.removed": "{name} verwijderd: klik hier of Ctrl+Z zet de plaats terug.",
    "setup.removed_seat": "Plaats {n} verwijderd: klik hier of Ctrl+Z zet hem terug.",
    "setup.watch": "Alleen computers: jij kijkt toe hoe ze spelen.",
    "setup.hotseat": "Hot-seat: geef toetsenbord en muis door als er een naam wordt genoemd.",
    "setup.more_problems": "… en nog {n}",
    "setup.fix": {"one": "Los de rode regel op, dan kun je beginnen.",
                  "other": "Los de rode regels op, dan kun je beginnen."},
    "problem.too_few": "Flip 7 heeft minstens {n} spelers nodig.",
    "problem.too_many": "Aan tafel is plaats voor hoogstens {n} spelers.",
    "problem.no_name": "Plaats {n} heeft geen naam.",
    "problem.same_name": "Twee plaatsen heten {name}.",
    "problem.same_names": "{n} plaatsen heten {name}.",
    "problem.letters": "De naam op plaats {n} heeft tekens die het spel niet kan tonen.",
    "problem.no_edition": "Er is geen editie die {edition} heet.",
    "problem.brutal_classic": "De wrede modus bestaat alleen in Vengeance.",
    "problem.target": "De doelscore moet tussen {low} en {high} liggen.",
    # ---------------------------------------------------------------- settings
    "settings.heading": "Instellingen",
    "settings.language": "Taal",
    "settings.speed": "Animatiesnelheid",
    "settings.speed.slow": "Langzaam",
    "settings.speed.normal": "Normaal",
    "settings.speed.fast": "Snel",
    "settings.speed.instant": "Direct",
    "settings.sound": "Geluid",
    "settings.fullscreen": "In volledig scherm starten",
    "settings.odds": "Kansen tonen",
    "settings.coach": "Coach (?)",
    "settings.large_text": "Grote tekst",
    "settings.name": "Je naam",
    "settings.done": "Klaar",
    "settings.help.language": "De taal van het hele spel; hij verandert meteen.",
    "settings.help.language_run": "Alleen deze keer (--lang):"
        " anders spreekt het spel {kept}, tenzij je hier kiest.",
    "settings.help.speed": "‘Direct’ toont geen animaties. Aan tafel spring je vooruit met spatie "
                           "of een klik.",
    "settings.help.sound": "De geluiden van de kaarten, de scores en de menu's.",
    "settings.help.odds": "Naast ‘Nemen’: de kans dat je met de volgende kaart afgaat.",
    "settings.help.coach": "De ?-knop aan tafel: wat de Expert zou doen, en waarom.",
    "settings.help.large_text": "Grotere tekst op elk scherm: de tafel, menu's, lijsten en hulp.",
    "settings.help.fullscreen": "Zo start het spel, en nu al het venster. "
                                "F11 wisselt alleen voor deze sessie.",
    "settings.name_letters": "Deze naam bevat tekens die het spel niet kan tonen: de naam blijft "
                             "{name}.",
    "settings.name_empty": "Typ een naam: blijft het veld leeg, dan blijft het {name}.",
    "settings.help.name": "Je naam aan tafel in Snel spel en in Nieuw spel.",
    "settings.help.done": "Elke wijziging is al opgeslagen.",
    "language_in.en": "Engels",
    "language_in.de": "Duits",
    "language_in.nl": "Nederlands",
    "language.en": "English",
    "language.de": "Deutsch",
    "language.nl": "Nederlands",
    # ---------------------------------------------------------------- pause, hand-over
    "pause.heading": "Pauze",
    "pause.resume": "Verder",
    "pause.rules": "Spelregels",
    "pause.settings": "Instellingen",
    "pause.quit": "Naar het hoofdmenu",
    "pause.hint": "Esc: verder",
    "handover.turn": "{name} is aan de beurt",
    "handover.pass": "Geef het toetsenbord en de muis aan {name}.",
    "handover.standing": {"one": "{n} punt tot nu toe · we spelen tot {target}",
                          "other": "{n} punten tot nu toe · we spelen tot {target}"},
    "handover.since": "Sinds je vorige beurt:",
    "handover.since_some": {"one": "Sinds je vorige beurt (1 van {total}; L: Verloop):",
                            "other": "Sinds je vorige beurt ({n} van {total}; L: Verloop):"},
    "handover.go": "Druk op Enter of klik om te spelen",
    # ---------------------------------------------------------------- files (storage, session)
    "settings_file.unreadable": "Je instellingenbestand {path} kon niet worden gelezen "
                                "({reason}); de standaardinstellingen worden gebruikt en het "
                                "bestand blijft zoals het is.",
    "settings_file.name_letters": "De naam {name} in je instellingenbestand {path} heeft tekens "
                                  "die het spel niet kan tonen: je heet voorlopig ‘{shown}’ (te "
                                  "wijzigen in Instellingen).",
    "settings_file.damaged": "Je instellingenbestand {path} was beschadigd ({reason}); "
                             "de standaardinstellingen gelden weer.",
    "settings_file.damaged_kept": "Je instellingenbestand {path} was beschadigd ({reason}); "
                                  "de standaardinstellingen gelden weer (bewaard als {kept}).",
    "settings_file.field.window": "Venstergrootte",
    "settings_file.field.export_folder": "Exportmap",
    "settings_file.field.setup": "Tafel van het laatste nieuwe spel",
    "settings_file.reset": "Sommige instellingen in {path} waren onleesbaar en staan weer "
                           "op standaard: {fields}.",
    "files.save_failed.game": "Je spel kon niet worden opgeslagen: {reason}.",
    "files.save_failed.settings": "Je instellingen konden niet worden opgeslagen: {reason}.",
    "files.save_failed.other": "‘{what}’ kon niet worden opgeslagen: {reason}.",
    "files.saved_again.game": "Je spel wordt weer opgeslagen.",
    "files.saved_again.settings": "Je instellingen worden weer opgeslagen.",
    "files.saved_again.other": "‘{what}’ wordt weer opgeslagen.",
    "saves.salvaged": "Je opgeslagen spel had een zet die niet kan ({reason}): het gaat "
        "verder van vóór die zet.",
    "saves.salvaged_kept": "Je opgeslagen spel had een zet die niet kan ({reason}): het gaat "
        "verder van vóór die zet. Het bestand zoals het was heet nu {kept}.",
    "saves.unusable": "Je opgeslagen spel kon niet worden geopend ({reason}).",
    "saves.unusable_kept": "Je opgeslagen spel kon niet worden geopend ({reason}). "
                           "Het is bewaard als {kept}.",
    "saves.left_aside": "Het opgeslagen spel waarmee deze versie van Flip 7 niet verder kon, "
                        "is bewaard als {kept}.",
    "saves.not_a_save": "het is een spelverslag, maar geen opgeslagen spel",
    "saves.newer": "een nieuwere versie van Flip 7 heeft het gemaakt (verslagversie "
                   "{version}); het blijft zoals het is, en een nieuw spel bewaart het "
                   "onder een nieuwe naam",
    "saves.archive_failed": "Het afgelopen spel kon niet worden bewaard: {reason}.",
    "saves.finished_aside": "Het afgelopen spel kon niet worden bewaard: {reason}. Het "
                            "opgeslagen spel staat nu apart als {kept}, niet overschreven.",
    "saves.earlier_aside": "Het afgelopen spel kon niet worden bewaard: {reason}. Een "
                           "eerdere opslag ervan staat nu apart als {kept}, niet overschreven.",
    "files.reason.missing": "dat bestand bestaat niet",
    "files.reason.folder": "is een map, geen bestand",
    "files.reason.folder_named": "{path} is een map, geen bestand",
    "files.reason.not_regular": "is geen gewoon bestand (een pipe of een apparaat?)",
    "files.reason.too_large": "is te groot ({size:,} bytes; hoogstens {limit:,})",
    "files.reason.too_large_stream": "is te groot (meer dan {limit:,} bytes)",
    "files.reason.wrong_encoding": "is {encoding}-tekst; alleen UTF-8 wordt gelezen",
    "files.reason.not_utf8": "geen UTF-8-tekst: byte 0x{byte:02x} op positie {offset}",
    "files.reason.big_integer": "een getal van {digits:,} cijfers",
    "files.reason.not_a_number": "geen getal dat JSON toestaat ({text})",
    "files.reason.bad_json": "geen geldige JSON: {detail} op regel {line}, kolom {column}",
    "files.reason.invalid_json": "geen geldige JSON: {detail}",
    "files.reason.empty": "een leeg bestand",
    "files.reason.too_deep": "te diep genest (meer dan {limit} niveaus)",
    "files.reason.json_too_deep": "JSON te diep genest (meer dan {limit} niveaus)",
    "files.reason.lone_surrogate": "een tekenreeks die geen tekst is (een los surrogaat)",
    "files.reason.cannot_write_in": "kan niet schrijven in {folder} ({reason})",
    "files.reason.folder_is_file": "kan niet schrijven in {folder} (dat is een bestand, geen "
                                   "map)",
    "files.reason.not_saved": "opslaan mislukt ({reason})",
    "files.reason.disk_full": "de schijf is vol",
    "files.others_kept": "Flip 7 werd in een ander venster met dezelfde bestanden geopend terwijl "
                         "dit venster open was: wat het opsloeg, is bewaard als {kept}.",
    "files.reason.elsewhere": "Flip 7 is open in een ander venster, met dezelfde bestanden",
    "files.reason.not_written": "schrijven mislukt ({reason})",
    "files.reason.left_unread": "{path} kon niet worden gelezen en blijft ongewijzigd ({reason})",
    "files.reason.other": "{detail}",
    "files.os.eacces": "geen toegang",
    "files.os.eperm": "handeling niet toegestaan",
    "files.os.enospc": "schijf vol",
    "files.os.erofs": "de schijf is alleen-lezen",
    "files.os.enoent": "bestand of map niet gevonden",
    "files.os.eisdir": "is een map",
    "files.os.enotdir": "is geen map",
    "files.os.eexist": "bestand bestaat al",
    "files.os.enametoolong": "bestandsnaam te lang",
    "files.os.emfile": "te veel open bestanden",
    "files.os.enfile": "te veel open bestanden op het systeem",
    "files.os.eio": "invoer-/uitvoerfout",
    "files.os.other": "{system}",
    "files.json.expecting_value": "waarde verwacht",
    "files.json.property_name": "naam tussen dubbele aanhalingstekens verwacht",
    "files.json.colon": "‘:’ verwacht",
    "files.json.comma": "‘,’ verwacht",
    "files.json.unterminated": "niet afgesloten tekenreeks",
    "files.json.control": "ongeldig stuurteken",
    "files.json.escape": "ongeldige escape-reeks",
    "files.json.unicode_escape": "ongeldige \\uXXXX-reeks",
    "files.json.extra": "extra gegevens na het einde",
    "files.json.comma_object": "overbodige komma voor het einde van een object",
    "files.json.comma_array": "overbodige komma voor het einde van een lijst",
    "files.json.other": "{detail}",
    "records.reason.record": "verslag: {reason}",
    "records.reason.move": "zet\xa0{move}: {reason}",
    "records.reason.unreadable": "verslag: {name} kan niet worden gelezen: {reason}",
    "records.reason.damaged": "verslag: {name}: {reason}",
    "records.reason.newer": "een nieuwere versie van Flip 7 heeft het gemaakt "
                            "(verslagversie {version})",
    "records.reason.too_many_to_show": "{n} spelers: de tafel toont er hoogstens {most}",
    "records.reason.internal": "verslag: interne fout bij het naspelen: {error}",
    "core.with_rule": "{reason} ({rule})",
    "core.not_object": "een verslag moet een JSON-object zijn",
    "core.format": "\"format\" moet \"{format}\" zijn",
    "core.no_version": "het verslag heeft geen \"version\" (verwacht: 1)",
    "core.version": "versie {version} wordt niet ondersteund (verwacht: 1)",
    "core.no_edition": "het verslag noemt geen editie ({first} of {second}, G-1)",
    "core.unknown_edition": "onbekende editie {edition}",
    "core.brutal_bool": "\"brutal\" moet true of false zijn",
    "core.brutal_classic": "de Wrede modus bestaat alleen in Vengeance",
    "core.target_kind": "doel {target} is geen heel getal van 50 tot 1000",
    "core.target_range": "doel {target} ligt niet tussen 50 en 1000",
    "core.of_seat": "plaats {name}: {reason}",
    "core.risk_range": "de risicodrempel {risk} ligt niet tussen {low} en {high}",
    "core.risk_bad": "ongeldige risicodrempel in {spec}: een getal van {low} tot {high}, "
                     "bijv. {example}",
    "core.after_colon": "{spec} heeft niets na de dubbele punt",
    "core.unknown_player": "onbekende speler {spec}: kies uit random, {styles}, "
                           "threshold:R of plain:R",
    "core.not_computer": "{spec} is geen computer",
    "core.needs_risk": "{spec} heeft na ':' een risico nodig (0.05 tot 0.60)",
    "core.players": "\"players\" moet een lijst van namen zijn",
    "core.few_players": "Flip 7 heeft minstens 3 spelers nodig",
    "core.name_not_text": "de naam van plaats {seat} is geen tekst (een los surrogaat)",
    "core.plays": "\"plays\" moet voor elke plaats zeggen wie er speelt, één per speler",
    "core.integer": "\"{field}\" moet een geheel getal zijn",
    "core.dealer_field": "\"dealer\" moet een plaats van 0 tot {last} zijn",
    "core.no_deck": "het verslag heeft geen \"deck\" en geen \"seed\"",
    "core.deck_list": "\"deck\" moet een lijst van kaartcodes zijn",
    "core.reshuffles_list": "\"reshuffles\" moet een lijst van lijsten van kaartcodes "
                            "zijn",
    "core.moves_list": "\"moves\" moet een lijst zijn",
    "core.move_object": "een zet moet een object zijn",
    "core.move_seat": "\"seat\" ontbreekt of is ongeldig",
    "core.move_do": "de zet heeft geen \"do\"",
    "core.already_over": "het spel is al afgelopen",
    "core.swap_cards": "\"swap\" heeft \"cards\" nodig: [[seat, card], [seat, card]]",
    "core.unknown_move": "onbekende zet {do}",
    "core.seat_number": "\"{field}\" moet een plaatsnummer zijn",
    "core.missing_field": "\"{field}\" ontbreekt",
    "core.card_code": "\"card\" moet een kaartcode zijn",
    "core.over": "het spel is afgelopen",
    "core.deck_incomplete": "het kaartspel is niet volledig – {edition}, {n} spelers "
                            "(G-2): {difference}",
    "edition_code.classic": "Basisspel",
    "edition_code.vengeance": "Vengeance",
    "core.deck_extra": "te veel: {cards}",
    "core.deck_missing": "ontbrekend: {cards}",
    "core.deck_more": "{cards} en nog {rest}",
    "core.deck_both": "{first}; {second}",
    "core.reshuffle": "schudbeurt {n} is geen herschikking van de aflegstapel",
    "core.dealer_seat": "gever {dealer} is geen plaats",
    "core.zero_stay": "plaats {seat} mag niet stoppen zolang die De Nul heeft",
    "core.not_to_decide": "plaats {seat} is nu niet aan de beurt, maar plaats {other}",
    "core.hit_or_stay": "plaats {seat} moet \"hit\" of \"stay\" kiezen, niet \"{do}\"",
    "core.bonus_or_attack": "plaats {seat} moet voor Flip 7 \"bonus\" of \"attack\" kiezen, "
                            "niet \"{do}\"",
    "core.choose": "plaats {seat} moet voor ‘{card}’ \"{wanted}\" kiezen, niet \"{do}\"",
    "core.bad_target": "plaats {player} is geen geldig doelwit voor ‘{card}’ van plaats "
                       "{seat}",
    "core.bad_attack": "plaats {seat} kan plaats {player} niet aanvallen",
    "core.bad_swap": "plaats {seat} kan {first} niet met {second} ruilen",
    "core.bad_take": "plaats {seat} kan {card} niet van plaats {player} nemen (\"{do}\")",
    "games.reason.folder": "de map kan niet worden gelezen ({reason})",
    "settings_file.reason.not_object": "de instellingen moeten een JSON-object zijn",
    # ---------------------------------------------------------------- the error window
    "error.missing_file": "Flip 7 kon niet starten: er ontbreekt een spelbestand.",
    "error.missing_name": "Ontbreekt: {name}",
    "error.reinstall": "Installeer het spel opnieuw, dan is het waarschijnlijk opgelost.",
    "error.crashed": "Sorry, Flip 7 is op een probleem gestuit en moet worden afgesloten.",
    "error.details": "De details (en het spel tot nu toe, om het na te spelen) staan in:",
    "error.no_log": "De details konden niet in het foutenlogboek worden geschreven:",
    "error.report": "Stuur dat bestand mee als je het probleem meldt.",
    "error.close": "Druk op een toets om af te sluiten.",
    # ---------------------------------------------------------------- cards
    "card.freeze": "Bevries",
    "card.flip3": "Draai Drie!",
    "card.chance": "Tweede Kans",
    "card.onemore": "Nog Eén!",
    "card.flip4": "Draai Vier!",
    "card.steal": "Steel",
    "card.swap": "Ruil",
    "card.discard": "Leg Af",
    "card.u7": "Ongeluks-7",
    "card.l13": "Geluks-13",
    "card.zero": "De Nul",
    "card.half": "÷2",
    "card.minus": "−{n}",
    "face.freeze": "BEVRIES",
    "face.flip3": "DRAAI\nDRIE!",
    "face.chance": "TWEEDE\nKANS",
    "face.onemore": "NOG\nEÉN!",
    "face.flip4": "DRAAI\nVIER!",
    "face.steal": "STEEL",
    "face.swap": "RUIL",
    "face.discard": "LEG AF",
    "face.u7": "ONGELUKS",
    "face.l13": "GELUKS",
    "index.freeze": "BEV",
    "index.flip3": "D3",
    "index.chance": "2e",
    "index.onemore": "+1",
    "index.flip4": "D4",
    "index.steal": "STL",
    "index.swap": "RUI",
    "index.discard": "AFL",
    # ---------------------------------------------------------------- players in sentences
    "player.addressed": "Jij",
    "who.owner": "{name}",
    "who.owner.you": "jou",
    "who.addressed": "jij",
    "list.and": "{rest} en {last}",
    "list.comma": ", ",
    "card.a": "{card}",
    "card.an": "{card}",
    # ---------------------------------------------------------------- the history
    # Actiekaarten staan in de zin tussen ‘…’ („Ann speelt ‘Draai Drie!’ op Ben”).
    "log.unknown": "{event}",
    "log.round": "Ronde {number}: {name} deelt.",
    "log.round.you": "Ronde {number}: jij deelt.",
    "log.tiebreak_round": "Beslissende ronde: {name} deelt.",
    "log.tiebreak_round.you": "Beslissende ronde: jij deelt.",
    "log.dealt": "{name} krijgt een {card}.",
    "log.dealt.you": "Je krijgt een {card}.",
    "log.dealt_action": "{name} krijgt ‘{card}’.",
    "log.dealt_action.you": "Je krijgt ‘{card}’.",
    "log.drawn": "{name} trekt een {card}.",
    "log.drawn.you": "Je trekt een {card}.",
    "log.drawn_action": "{name} trekt ‘{card}’.",
    "log.drawn_action.you": "Je trekt ‘{card}’.",
    "log.drawn_for": "{name} trekt een {card} ({flip}).",
    "log.drawn_for.you": "Je trekt een {card} ({flip}).",
    "log.drawn_for_action": "{name} trekt ‘{card}’ ({flip}).",
    "log.drawn_for_action.you": "Je trekt ‘{card}’ ({flip}).",
    "log.draw_of": "{flip}: {n} van {of}",
    "log.set_aside": "{name} legt ‘{card}’ opzij tot alle kaarten getrokken zijn.",
    "log.set_aside.you": "Je legt ‘{card}’ opzij tot al je kaarten getrokken zijn.",
    "log.set_aside_short": "‘{card}’ opzijgelegd voor straks.",
    "log.action_self": "{name} speelt ‘{card}’ op zichzelf.",
    "log.action_self.you": "Je speelt ‘{card}’ op jezelf.",
    "log.action_self_freeze": "{name} speelt ‘{card}’.",
    "log.action_self_freeze.you": "Je speelt ‘{card}’.",
    "log.action": "{name} speelt ‘{card}’ op {target}.",
    "log.action.you": "Je speelt ‘{card}’ op {target}.",
    "log.action.to_you": "{name} speelt ‘{card}’ op jou.",
    "log.modifier_self": "{name} legt de {card} in de eigen rij.",
    "log.modifier_self.you": "Je legt de {card} in je eigen rij.",
    "log.modifier": "{name} geeft de {card} aan {target}.",
    "log.modifier.you": "Je geeft de {card} aan {target}.",
    "log.modifier.to_you": "{name} geeft de {card} aan jou.",
    "log.frozen_self": "{name} bevriest zichzelf en houdt {score}.",
    "log.frozen_self.you": "Je bevriest jezelf en houdt {score}.",
    "log.frozen": "{name} bevriest {target}. {target} houdt {score}.",
    "log.frozen.you": "Je bevriest {target}. {target} houdt {score}.",
    "log.frozen.to_you": "{name} bevriest jou. Je houdt {score}.",
    "log.freezes_self": "{name} bevriest zichzelf.",
    "log.freezes_self.you": "Je bevriest jezelf.",
    "log.freezes": "{name} bevriest {target}.",
    "log.freezes.you": "Je bevriest {target}.",
    "log.freezes.to_you": "{name} bevriest jou.",
    "log.stayed": "{name} stopt met {score}.",
    "log.stayed.you": "Je stopt met {score}.",
    "log.stopped_empty": "{name} moet stoppen met {score}: de stapel en de aflegstapel "
                         "zijn leeg.",
    "log.stopped_empty.you": "Je moet stoppen met {score}: de stapel en de aflegstapel "
                             "zijn leeg.",
    "log.stopped": "‘Nog Eén!’ is klaar: {name} moet stoppen met {score}.",
    "log.stopped.you": "‘Nog Eén!’ is klaar: je moet stoppen met {score}.",
    "log.busted": "{name} is af door de {card}!",
    "log.busted.you": "Je bent af door de {card}!",
    "log.saved": "De Tweede Kans redt {name} van de {card}: die kaart en de Tweede Kans worden "
                 "afgelegd.",
    "log.saved.you": "Tweede Kans redt jou van de {card}: die kaart en de Tweede Kans "
                     "worden afgelegd.",
    "log.saved_short": "Tweede Kans redt {name} van de {card}.",
    "log.saved_short.you": "Tweede Kans redt jou van de {card}.",
    "log.chance_given": "{name} geeft {target} een Tweede Kans.",
    "log.chance_given.you": "Je geeft {target} een Tweede Kans.",
    "log.chance_given.to_you": "{name} geeft jou een Tweede Kans.",
    "log.no_target": "‘{card}’ heeft geen doelwit en wordt afgelegd.",
    "log.no_target_short": "‘{card}’ zonder doelwit: afgelegd.",
    "log.extra_chance": "Niemand kan de extra Tweede Kans aannemen: die wordt afgelegd.",
    "log.extra_chance_short": "Niemand kan de extra Tweede Kans aannemen.",
    "log.aside_discarded": "De opzijgelegde ‘{card}’ wordt ongespeeld afgelegd.",
    "log.flip7_brutal": "FLIP 7 voor {name}! {name} kiest: +15 voor zichzelf of −15 voor "
                        "een ander.",
    "log.flip7_brutal.you": "FLIP 7 voor jou! Kies: +15 voor jezelf of −15 voor een ander.",
    "log.flip7": "FLIP 7 voor {name}! De ronde eindigt meteen: +15.",
    "log.flip7.you": "FLIP 7 voor jou! De ronde eindigt meteen: +15.",
    "log.flip7_short": "FLIP 7 voor {name}!",
    "log.flip7_short.you": "FLIP 7 voor jou!",
    "log.reshuffled": {"one": "De aflegstapel wordt geschud tot een nieuwe stapel ({n} kaart).",
                       "other": "De aflegstapel wordt geschud tot een nieuwe stapel "
                                "({n} kaarten)."},
    "log.reshuffled_short": {"one": "De aflegstapel wordt een nieuwe stapel ({n} kaart).",
                             "other": "De aflegstapel wordt een nieuwe stapel ({n} kaarten)."},
    "log.stole": "{name} steelt de {card} van {target}.",
    "log.stole.you": "Je steelt de {card} van {target}.",
    "log.stole.to_you": "{name} steelt de {card} van jou.",
    "log.swap_own": "{name} ruilt een eigen {card} tegen de {other} van {owner}.",
    "log.swap_own.you": "Je ruilt je eigen {card} tegen de {other} van {owner}.",
    "log.swap": "{name} ruilt de {card} van {owner} tegen de {other} van {second}.",
    "log.swap.you": "Je ruilt de {card} van {owner} tegen de {other} van {second}.",
    "log.discard_own": "{name} legt een eigen {card} af.",
    "log.discard_own.you": "Je legt je eigen {card} af.",
    "log.discard": "{name} legt de {card} van {owner} af.",
    "log.discard.you": "Je legt de {card} van {owner} af.",
    "log.wiped": "De Ongeluks-7 veegt de rij van {name} leeg!",
    "log.wiped.you": "De Ongeluks-7 veegt je rij leeg!",
    "log.unlucky_nothing": "Een Ongeluks-7 voor {name}: er valt niets weg te vegen.",
    "log.unlucky_nothing.you": "Een Ongeluks-7 voor jou: er valt niets weg te vegen.",
    "log.bonus": "{name} neemt de +15.",
    "log.bonus.you": "Je neemt de +15.",
    "log.brutal": "{name} neemt {owner} 15 punten af, in plaats van zelf +15 te nemen.",
    "log.brutal.you": "Je neemt {owner} 15 punten af, in plaats van zelf +15 te nemen.",
    "log.score_item": "{name} {score:+d} (totaal\u00a0{total})",
    "log.score_bust": "{name} af (totaal\u00a0{total})",
    "log.scored": "Uitslag ronde {number}: {scores}.",
    "log.scored_short": "Uitslag ronde {number}: {name} scoorde het best ({score:+d}).",
    "log.scored_short.you": "Uitslag ronde {number}: jij scoorde het best ({score:+d}).",
    "log.scored_none_short": "Uitslag ronde {number}: niemand krijgt punten.",
    "log.tie": "Gelijke stand bovenaan ({names}): iedereen speelt nog een ronde!",
    "log.won": "{name} wint het spel met {total}!",
    "log.won.you": "Je wint het spel met {total}!",
    # ---------------------------------------------------------------- the table
    "number.decimal": ",",
    "table.info": "{round}  ·  {edition}  ·  Doel: {target}",
    "table.round": "Ronde {number}",
    "table.before_deal": "Voor het delen",
    "table.tiebreak": "Beslissende ronde",
    "table.deck": "Stapel {n}",
    "table.discard": "Afgelegd {n}",
    "table.other": "overig",
    "table.later": "straks",
    "status.bust": "Af",
    "status.bust_points": "Af {points:+d}",
    "status.flip7_choosing": "Flip 7! Keuze…",
    "status.flip7_short": "Flip 7!",
    "status.flip7": "Flip 7! {points:+d}",
    "status.thinking": "denkt na{dots}",
    "status.round_thinking": "{points:+d} · denkt na{dots}",
    "status.frozen": "Bevroren · {points}",
    "status.stopped": "Moest stoppen · {points}",
    "status.stayed": "Gestopt · {points}",
    "status.round": "{points:+d} deze ronde",
    "forced.zero": "Niet stoppen: {name} heeft De Nul.",
    "forced.zero.you": "Niet stoppen: je hebt De Nul.",
    "forced.why": "De kaarten blijven komen (V-10).",
    "odds.bust": "af",
    "odds.saved": "Tweede Kans",
    "odds.flip7": "Flip 7: {n}%",
    "odds.left": {"one": "nog {n} kaart", "other": "nog {n} kaarten"},
    "odds.reshuffle": {"one": "nog {n} te schudden", "other": "nog {n} te schudden"},
    "tools.history": "Verloop",
    "tools.coach": "Coach",
    "tools.cards": "Restkaarten",
    "tools.menu": "Menu",
    "prompt.turn.you": "Jouw beurt: kaart nemen (N) of stoppen (S)?",
    "prompt.turn": "{name} – kaart nemen (N) of stoppen (S)?",
    "prompt.named": "{name} – {question}",
    "prompt.target.freeze": "Bevries: wie stopt er nu?",
    "prompt.target.flip3": "Draai Drie! Wie neemt drie kaarten?",
    "prompt.target.flip4": "Draai Vier! Wie neemt vier kaarten?",
    "prompt.target.onemore": "Nog Eén! Wie neemt nog één kaart?",
    "prompt.target.chance": "Extra Tweede Kans: aan wie geef je die?",
    "prompt.target.modifier": "In wiens rij komt de {card}?",
    "prompt.flip7": "Flip 7! Enter: +15 voor jou  ·  klik of pijltjes: −15 voor een ander",
    "prompt.steal": "Steel: welke kaart neem je?",
    "prompt.discard": "Leg Af: welke kaart gaat naar de aflegstapel?",
    "prompt.swap_first": "Ruil: kies de eerste kaart",
    "prompt.swap_second": "{card} ruilen tegen welke kaart?",
    "prompt.swap_second_short": "De {card} ruilen tegen welke kaart?",
    "prompt.move": "Jouw zet",
    "pick.card_of": "de {card} van {name}",
    "pick.card_yours": "jouw {card}",
    "pick.attack": "−15 voor {name}",
    "pick.busts": "{pick} (dan ben je af)",
    "refuse.card": "{why}: kies een opgelichte kaart.",
    "refuse.seat": "{why}: kies een opgelichte speler.",
    "refuse.bust": "{name} is af",
    "refuse.bust_you": "Jij bent af",
    "refuse.chance_self": "De extra Tweede Kans gaat naar een ander",
    "refuse.chance_held": "{name} heeft al een Tweede Kans",
    "refuse.stopped": "{name} is klaar voor deze ronde",
    "refuse.stopped_you": "Jij bent klaar voor deze ronde",
    "refuse.own_steal": "Stelen doe je bij een ander",
    "refuse.same_line": "Ruilen gaat tussen twee rijen",
    "refuse.attack_self": "De −15 gaat naar een tegenstander",
    "refuse.other": "Deze niet",
    "prompt.hint_only": "Enter: {pick}",
    "prompt.hint_on": "Enter: {pick}  ·  klik of pijltjes: andere",
    "prompt.hint_on_swap": "Enter: {pick}  ·  eerste kaart terug: rechtsklik of Backspace",
    "prompt.flip7_on_short": "Flip 7! Enter: {pick}",
    "prompt.flip7_on": "Flip 7! Enter: {pick}  ·  pijltjes: andere",
    "prompt.flip7_ask": "Flip 7! +15 voor jou, of −15 voor een ander?",
    "prompt.hint": "Klik, of pijltjes + Enter",
    "button.hit": "Nemen",
    "button.stay": "Stoppen",
    "button.take15": "Neem +15",
    "banner.round": "Ronde {number}",
    "banner.tiebreak_round": "Beslissende ronde",
    "banner.deals": "{name} deelt",
    "banner.deals.you": "Jij deelt",
    "banner.saved": "Gered!",
    "banner.unlucky": "Ongeluks-7!",
    "banner.reshuffle": "Opnieuw geschud",
    "banner.bust": "AF!",
    "banner.frozen": "Bevroren",
    "banner.set_aside": "‘{card}’ opzij",
    "banner.flip7": "FLIP 7!",
    "banner.flip7_choose": "{name} kiest: +15, of −15 voor een ander",
    "banner.flip7_choose.you": "Kies: +15 voor jou, of −15 voor een ander",
    "banner.plus15": "+15 voor {name}",
    "banner.plus15.you": "+15 voor jou",
    "banner.tiebreak": "Gelijke stand!",
    "banner.tie": "Samen aan de leiding: {names}. Nog een ronde!",
    # ---------------------------------------------------------------- the coach
    "coach.thinking": "Coach: denkt na{dots}",
    "coach.swap_unweighed": "Coach: een ruil met {card} heb ik niet gewogen – Backspace neemt "
                            "die terug.",
    "coach.none": "Coach: hier heb ik helaas geen advies voor.",
    "coach.zero": "Coach: Nemen – met De Nul in je rij moet het (V-10).",
    "coach.empty": "Coach: Stoppen – er is geen kaart meer om te nemen.",
    "coach.safe": "Coach: Nemen – met geen enkele kaart uit de stapel ga je af.",
    "coach.safe_chance": "Coach: Nemen – je ‘Tweede Kans’ vangt elk getal op dat je al hebt.",
    "coach.safe_but_three": "Coach: Nemen – met geen enkel getal uit de stapel ga je af; alleen "
                            "‘Draai Drie!’ kan het, die je op jezelf moet spelen.",
    "coach.sure": "Coach: Stoppen – zo haal je het doel ver voor alle anderen.",
    "coach.sure_last": "Coach: Stoppen – verder is niemand meer in de ronde: dan eindigt die, en "
                       "jij hebt de doelscore gehaald en staat voor.",
    "coach.turn_decided": "Coach: {move} – het spel hangt er nauwelijks van af ({chance} "
                          "winkans hoe dan ook).",
    "coach.turn": "Coach: {move} – je winkans is {stay} als je stopt, {hit} als je een "
                  "kaart neemt.",
    "coach.losing": "Coach: {move} – als je nu stopt, verlies je zeker: alleen een kaart nemen "
                    "kan nog winnen ({hit} winkans).",
    "coach.only": "Coach: {move} – de enige keuze.",
    "coach.rules_chance": "Coach: {move} – een Tweede Kans verandert weinig aan wie wint: geef "
                          "hem aan wie het minst gevaarlijk is.",
    "coach.rules": "Coach: {move} – drie kaarten doen daar de meeste schade, gewogen naar "
                   "ieders winkans.",
    "coach.rules_self": "Coach: {move} – drie kaarten extra leveren jou naar verwachting "
                        "meer op dan ze een tegenstander zouden kosten.",
    "coach.decided": "Coach: {move} – elke keuze laat je {chance} winkans.",
    "coach.alike": "Coach: {move} – {chance} winkans, evenveel als de op één na beste keuzes.",
    "coach.best": "Coach: {move} – {chance} winkans.",
    "coach.versus": "Coach: {move} – {chance} winkans ({other}: {theirs}).",
    "coach.other.self": "jezelf",
    "coach.other.self_given": "jezelf",
    "coach.other.instead": "in plaats daarvan {other}",
    "coach.other.attack": "in plaats daarvan −15 voor {other}",
    "coach.other.next": "tweede keus",
    "coach.do.hit": "Nemen",
    "coach.do.stay": "Stoppen",
    "coach.do.bonus": "Neem de +15",
    "coach.do.attack": "Geef {target} −15",
    "coach.do.freeze": "Bevries {target}",
    "coach.do.freeze_self": "Bevries jezelf",
    "coach.do.chance": "Geef de Tweede Kans aan {target}",
    "coach.do.modifier": "Geef de {card} aan {target}",
    "coach.do.modifier_self": "Houd de {card} zelf",
    "coach.do.action": "‘{card}’ op {target}",
    "coach.do.action_self": "‘{card}’ op jezelf",
    "coach.do.swap_own": "Ruil je {card} tegen de {other} van {target}",
    "coach.do.swap": "Ruil de {card} van {target} tegen de {other} van {second}",
    "coach.do.steal": "Steel de {card} van {target}",
    "coach.do.discard_own": "Leg je {card} af",
    "coach.do.discard": "Leg de {card} van {target} af",
    # ---------------------------------------------------------------- round summary
    "summary.title": "Ronde {number}",
    "summary.flip7": "Flip 7 voor {name}!",
    "summary.flip7.you": "Flip 7 voor jou!",
    "summary.all_bust": "Iedereen is af",
    "summary.target": "Staat na een ronde iemand op {target} of meer, dan wint het hoogste "
                      "totaal",
    "summary.over": "Het doel van {target} is bereikt: dit was de laatste ronde",
    "summary.col.player": "Speler",
    "summary.col.numbers": "Getallen",
    "summary.col.bonus": "Bonus",
    "summary.col.minus": "Min",
    "summary.col.minus_zero": "Min / Nul",
    "summary.col.flip7": "Flip 7",
    "summary.col.flip7_attack": "Flip 7 / −15",
    "summary.col.round": "Ronde",
    "summary.col.total": "Totaal",
    "summary.bust": "af",
    "summary.zero": "Nul: 0",
    "summary.floor": "(min. 0)",
    "summary.tie": "Gelijke stand bovenaan: iedereen speelt een beslissende ronde!",
    "summary.next": "Volgende ronde",
    "summary.winner": "Naar de winnaar",
    "summary.counting": "Aan het tellen… Enter of een klik toont meteen alle scores.",
    # ---------------------------------------------------------------- game over
    "gameover.wins": "{name} wint!",
    "gameover.wins.you": "Jij wint!",
    "gameover.points": {"one": "{total} punten na {n} ronde",
                        "other": "{total} punten na {n} rondes"},
    "gameover.again": "Nog een keer",
    "gameover.title": "Hoofdmenu",
    # ---------------------------------------------------------------- history
    "history.heading": "Verloop",
    "history.empty": "Er is nog niets gebeurd: het spel begint met het delen.",
    "history.close": "Sluiten",
    "history.hint": "Muiswiel, pijltjes, Page Up/Down · ← → per ronde · L of Esc sluit",
    # ---------------------------------------------------------------- the Rules screen
    "key.backspace": "Backspace",
    "key.delete": "Del",
    "key.space": "Spatie",
    "rules.back": "Terug",
    "rules.tab.classic": "Flip 7",
    "rules.tab.vengeance": "Vengeance",
    "rules.hint": "Scrollen: muiswiel, pijltjes, Page Up/Down, Home/End  ·  ← → editie",
    "rules.h1.classic": "De spelregels van Flip 7",
    "rules.h1.vengeance": "De spelregels van Flip 7: Vengeance",
    "rules.intro": "Verzamel kaarten, beproef je geluk en haal de doelscore met het "
                   "hoogste totaal. Elke "
                   "ronde legt iedere speler een rij open kaarten voor zich neer.",
    "rules.round": "Een ronde",
    "rules.round.players": "Er spelen drie of meer mee: één set kaarten is genoeg voor maximaal "
                           "18 spelers (zoveel plaatsen heeft deze tafel), twee door elkaar "
                           "geschudde sets voor 19 tot 36 spelers (G-2).",
    "rules.round.deal": "De deler geeft iedereen één open kaart, te beginnen links van zich; een "
                        "actiekaart (in Vengeance ook een aanpassingskaart) die daarbij komt, "
                        "wordt meteen gespeeld voordat het delen doorgaat. Wie al uit de ronde "
                        "is of er al kaarten in heeft getrokken, wordt overgeslagen (G-7).",
    "rules.round.turns": "Daarna kiest om de beurt iedere speler die nog in de ronde is: een "
                         "kaart nemen, of stoppen (geen kaarten meer en de punten van je rij "
                         "houden) (G-8).",
    "rules.round.bust": "Krijg je een getal dat je al hebt, dan ben je af: je kaarten leveren "
                        "deze ronde niets op (G-9).",
    "rules.round.flip7": "Zeven verschillende getallen maken Flip 7: de ronde eindigt meteen "
                         "voor iedereen en je krijgt 15 punten extra (G-10).",
    "rules.round.end": "De ronde eindigt als niemand meer kaarten neemt (iedereen is gestopt, "
                       "stilgezet of af), of meteen bij een Flip 7 (G-11); de deler schuift door "
                       "naar links (G-4). Tussen de rondes wordt niet opnieuw geschud: pas als de "
                       "stapel op is, wordt de aflegstapel de nieuwe stapel (G-5, G-6).",
    "rules.round.win": "Wie na een ronde de doelscore (200, tenzij je een andere instelt) haalt of "
                       "passeert en als enige het hoogste totaal heeft, wint. Gelijkspel aan de "
                       "top: iedereen speelt nog een ronde, zo vaak als nodig, tot één speler "
                       "alleen aan de leiding staat (G-12).",
    "rules.cards.classic": "De kaarten van Flip 7 (94)",
    "rules.card.numbers12.title": "Getallen 0 tot 12",
    "rules.card.numbers12": "Van elk getal zoveel kaarten als het waard is: één 1, twee 2's … "
                            "twaalf 12's, en één enkele 0. De 0 is niets waard maar is wel een "
                            "getal: hij telt mee voor Flip 7.",
    "rules.card.bonus.title": "Bonus +2 tot +10",
    "rules.card.bonus": "Telt zijn punten bij je ronde op, blijft in je rij en telt niet mee voor "
                        "Flip 7. Je bent er nooit door af (C-1).",
    "rules.card.x2": "Verdubbelt de som van je getallen, niet je bonussen en niet de 15 van een "
                     "Flip 7 (C-S).",
    "rules.card.freeze": "Speel hem op een speler die nog in de ronde is, jezelf ook: die stopt "
                         "meteen en houdt zijn punten (C-2, C-3).",
    "rules.card.flip3": "Speel hem op een speler die nog in de ronde is, jezelf ook: die neemt de "
                        "volgende drie kaarten één voor één, en stopt eerder als hij af is of een "
                        "Flip 7 haalt (C-2, C-4).",
    "rules.card.chance": "Houd hem in je rij. Zou je af zijn terwijl je hem hebt, dan worden het "
                         "dubbele getal en de Tweede Kans afgelegd: je blijft in de ronde, maar "
                         "je beurt is voorbij (een Draai Drie! gaat door). Je hebt er hooguit "
                         "één: een extra gaat naar een andere speler die nog in de ronde is en er "
                         "geen heeft, anders wordt hij afgelegd (C-5).",
    "rules.cards.vengeance": "De kaarten van Flip 7: Vengeance (108)",
    "rules.card.numbers13.title": "Getallen 1 tot 13",
    "rules.card.numbers13": "Van elk getal zoveel kaarten als het waard is: één 1, twee 2's … "
                            "dertien 13's (een van de 7's is de Ongeluks-7, een van de 13's de "
                            "Geluks-13).",
    "rules.card.zero": "Een getal dat 0 waard is en meetelt voor Flip 7. Zolang je hem hebt, moet "
                       "je kaarten blijven nemen, en je ronde is 0 waard, tenzij je een Flip 7 "
                       "haalt; Nog Eén! laat je toch stoppen (V-3, V-10).",
    "rules.card.u7": "Als hij binnenkomt, leg je al je andere getallen, ÷2- en minkaarten af; "
                     "alleen de Ongeluks-7 blijft liggen, 7 waard. Door hem ben je nooit af, ook "
                     "niet naast een 7; door een 7 die later binnenkomt, ben je wel af (V-11).",
    "rules.card.l13": "Hiermee mag je één andere 13 hebben zonder af te zijn; het paar telt als "
                      "twee getallen voor Flip 7. Met een derde 13 ben je af (V-12, V-13).",
    "rules.card.half": "Speel hem op een speler die niet af is: diens getallen worden gehalveerd, "
                       "naar beneden afgerond (V-1, V-S).",
    "rules.card.minus.title": "−2 tot −10",
    "rules.card.minus": "Speel hem op een speler die niet af is: hij trekt zijn punten af van "
                        "diens ronde, die nooit onder 0 komt (V-1, V-S).",
    "rules.card.onemore": "De speler die je kiest, neemt nog één kaart en stopt dan, ook als die "
                          "al gestopt was (V-3).",
    "rules.card.flip4": "De speler die je kiest, neemt de volgende vier kaarten één voor één, en "
                        "stopt eerder als die af is of een Flip 7 haalt. Actie- en "
                        "aanpassingskaarten daartussen speelt die speler na de vier, tenzij die "
                        "af is (V-4).",
    "rules.card.steal": "Neem een kaart naar keuze uit de rij van een andere speler die niet af "
                        "is, en leg die bij de jouwe (V-5).",
    "rules.card.swap": "Ruil twee kaarten uit de rijen van twee verschillende spelers die niet af "
                       "zijn: een van jou en een van een ander, of van twee anderen (V-6).",
    "rules.card.discard": "Kies een speler die niet af is en leg een kaart naar keuze uit diens "
                          "rij af (V-7).",
    "rules.vengeance.play": "Elke actie- en aanpassingskaart (÷2 en de minkaarten) die je trekt, "
                            "speel je op een speler die niet af is, ook op spelers die gestopt zijn"
                            " (V-1, V-2). Actiekaarten gaan naar de aflegstapel; aanpassingskaarten"
                            " blijven in de rij waarop ze gespeeld zijn.",
    "rules.brutal": "Wrede modus",
    "rules.brutal.below": "Scores kunnen onder nul komen, in de ronde en in totaal (V-B-1).",
    "rules.brutal.busted": "Minkaarten en ÷2 mogen ook gespeeld worden op spelers die af zijn: die "
                           "scoren 0 min hun minkaarten (V-B-2).",
    "rules.brutal.flip7": "Bij een Flip 7 kies je: +15 voor jezelf, of −15 van de ronde van een "
                          "andere speler, ook van een speler die af is (V-B-3).",
    "rules.scoring": "Een ronde tellen",
    "rules.scoring.classic": "Tel je getallen op; ×2 verdubbelt alleen die som; tel dan de "
                             "bonuskaarten op; dan 15 voor een Flip 7. Wie af is, scoort 0 "
                             "(C-S).",
    "rules.example.classic": "Getallen 12 + 11 + 8 + 5 = 36, verdubbeld = 72, plus 10 = 82 (niet "
                             "92: de ×2 verdubbelt de bonus niet).",
    "rules.example.classic2": "Getallen 29, verdubbeld = 58, plus 6 = 64.",
    "rules.scoring.vengeance": "Tel je getallen op; ÷2 halveert die som (naar beneden afgerond); "
                               "trek dan de minkaarten af, nooit onder 0 (Wrede modus: ook "
                               "eronder); dan 15 voor een Flip 7. Wie af is, scoort 0 (Wrede "
                               "modus: 0 min zijn minkaarten), en wie De Nul heeft zonder Flip 7 "
                               "ook (V-S, V-B-2, V-10).",
    "rules.example.vengeance": "Getallen 48, gehalveerd = 24, min 4 = 20, en zeven getallen "
                               "maken Flip 7: 20 + 15 = 35.",
    "rules.know": "Goed om te weten",
    "rules.know.classic.zero": "De 0 is een getal: hij telt mee voor je zeven voor Flip 7.",
    "rules.know.classic.self": "Je mag Bevries of Draai Drie! op jezelf spelen; ben je als enige "
                               "nog in de ronde, dan moet het (C-2).",
    "rules.know.classic.never": "Door bonuskaarten en ×2 ben je nooit af, en een Tweede Kans is "
                                "geen getal.",
    "rules.know.classic.during": "Een Bevries of Draai Drie! die je tijdens een Draai Drie! "
                                 "krijgt, wacht tot de drie kaarten binnen zijn of je af bent; dan "
                                 "speel je hem op een speler die nog in de ronde is, of hij wordt "
                                 "afgelegd als niemand er meer in zit. Na een Flip 7 wordt hij "
                                 "afgelegd (C-4).",
    "rules.know.vengeance.zero": "De Nul telt mee voor Flip 7, en de Geluks-13 met nog een 13 "
                                 "telt als twee getallen (V-10, V-13).",
    "rules.know.vengeance.arrive": "Een getal dat via Steel of Ruil binnenkomt, werkt als een "
                                   "kaart die je trekt: je kunt erdoor af zijn, of je Flip 7 "
                                   "ermee voltooien (V-9).",
    "rules.know.vengeance.none": "Vengeance heeft geen Bevries, Draai Drie!, Tweede Kans, "
                                 "bonuskaarten (+2 tot +10) of ×2-kaarten.",
    "rules.know.vengeance.self": "Je mag een actie- of aanpassingskaart op jezelf spelen; ben jij "
                                 "de enige die niet af is, dan moet het (V-1), al mogen ÷2- en "
                                 "minkaarten in de Wrede modus ook naar spelers die af zijn "
                                 "(V-B-2).",
    "rules.know.vengeance.stayed": "Wie gestopt is, doet nog mee: die kan minkaarten krijgen, "
                                   "bestolen worden, of door Nog Eén! en Draai Vier! gedwongen "
                                   "worden kaarten te nemen (V-2).",
    "rules.know.vengeance.notarget": "Een Steel, Ruil of Leg Af zonder mogelijke keuze (geen "
                                     "kaart op tafel) wordt zonder effect afgelegd (V-8).",
    "rules.know.ids": "De codes tussen haakjes, zoals (G-8), nummeren de regels van het "
                      "regelboek dat dit spel volgt: een vraag over een regel kan die code noemen.",
    "rules.controls": "Besturing",
    "rules.key.turn": "Kaart nemen of stoppen (of klik op de knoppen).",
    "rules.key.choose": "Kies een speler of een kaart: klik erop, of ga er met de pijltjes "
                        "naartoe (←/→ per kaart, ↑/↓ per speler; Tab gaat de tafel rond) en druk "
                        "op Enter.",
    "rules.key.choose.classic": "Kies een speler: klik erop, of ga er met de pijltjes naartoe "
                                "(elk gaat zijn eigen kant op; Tab gaat de tafel rond) en druk op "
                                "Enter.",
    "rules.key.undo": "De eerste kaart van een Ruil terugnemen (een rechtsklik ook).",
    "rules.key.history": "Het verloop: alles wat er in het spel gebeurde, ronde na ronde.",
    "rules.key.coach": "De coach: wat een sterke speler nu zou doen, en waarom.",
    "rules.key.cards": "Hoeveel kaarten van elk getal er nog in de stapel zitten.",
    "rules.key.skip": "De animaties overslaan (een klik ook); bij de uitslag van een ronde "
                      "telt hij meteen alles op, en Enter gaat verder.",
    "rules.key.pause": "Pauze: verder, spelregels, instellingen, of het spel verlaten (het "
                       "wordt opgeslagen).",
    "rules.key.pause.unsaved": "Pauze: verder, spelregels, instellingen, of het spel verlaten.",
    "rules.key.fullscreen": "Volledig scherm voor nu (in Instellingen kies je hoe het spel "
                            "start).",
    # ---------------------------------------------------------------- the guided first game
    "guide.step.first": "Jouw beurt. Nemen (N) geeft je nog een kaart; Stoppen (S) zet de "
                        "punten van je rij veilig. Neem een kaart: druk op N of klik op ‘Nemen’.",
    "guide.step.again": "14 punten. Naast ‘Nemen’ staat de kans dat je afgaat, berekend uit de "
                        "kaarten in de stapel: die is hier klein, dus neem er nog een.",
    "guide.step.more": "16 punten. Ann is af, Cat is gestopt, Ben speelt door. Neem nog een "
                       "kaart.",
    "guide.step.freeze": "Bevries! Speel hem op een speler die nog in de ronde is: die stopt "
                         "meteen en houdt zijn punten. Bevries Ben: klik op hem, of druk "
                         "op Enter.",
    "guide.step.alone": "Alleen jij zit nog in de ronde. Neem nog een kaart.",
    "guide.refused": "Nu even niet: de oefenronde loopt volgens plan. {todo}",
    "guide.todo.hit": "Neem een kaart: druk op N of klik op ‘Nemen’.",
    "guide.todo.freeze": "Bevries Ben: klik op hem, of druk op Enter.",
    "guide.step.six": "Zes verschillende getallen! Nog één nieuw getal maakt Flip 7: +15, en de "
                      "ronde eindigt voor iedereen. Nemen!",
    "guide.bust.title": "Af",
    "guide.bust": "Ann trok een tweede 9: ze is af. Wie af is, scoort deze ronde niets, dus "
                  "stop op tijd.",
    "guide.chance.title": "Tweede Kans",
    "guide.chance": "Ben trok een Tweede Kans. Hij houdt hem in zijn rij: die redt hem één keer "
                    "als hij anders af zou gaan.",
    "guide.bonus.title": "Een bonuskaart",
    "guide.bonus": "Cat trok een +6, een bonuskaart. Dat is geen getal, dus daarmee gaat ze "
                   "nooit af: de 6\xa0punten tellen mee voor haar ronde. Een\xa0×2 zou haar "
                   "getallen verdubbelen.",
    "guide.saved.title": "Gered",
    "guide.saved": "Ben trok een tweede 11, maar zijn Tweede Kans vangt de klap op: de nieuwe "
                   "11 en de Tweede Kans worden afgelegd, en Ben blijft in de ronde met zijn "
                   "eerste 11.",
    "guide.staying.title": "Stoppen",
    "guide.staying": "Cat stopt: ze houdt haar 13 punten en neemt deze ronde geen kaarten meer. "
                     "Met Stoppen (S) zet je je punten veilig voordat een dubbel getal ze je "
                     "afpakt. Veiliggestelde punten tellen op bij je totaal, ronde na ronde, tot "
                     "iemand 200 haalt.",
    "guide.frozen.title": "Bevroren",
    "guide.frozen": "Ben is bevroren: hij stopt met zijn 11 punten. Nu zit alleen jij nog in de "
                    "ronde.",
    "guide.flip3.title": "Draai Drie!",
    "guide.flip3": "Draai Drie! Wie hem trekt, kiest iemand die nog in de ronde is; die neemt "
                   "de volgende drie kaarten, één voor één. Alleen jij bent nog over, dus ze "
                   "zijn voor jou.",
    "guide.flip7.title": "FLIP 7!",
    "guide.flip7": "Zeven verschillende getallen: de ronde eindigt meteen, en je scoort je "
                   "getallen (43) plus 15 bonuspunten.",
    "guide.farewell.title": "Je kunt Flip 7 spelen!",
    "guide.farewell": "Dat is het hele spel: beproef je geluk, stop op tijd, en speel je "
                      "actiekaarten op de anderen. Bonuskaarten geven je ronde "
                      "+2\u00a0tot\u00a0+10; "
                      "×2\u00a0verdubbelt je getallen. Staat na een ronde iemand op 200 of meer, "
                      "dan wint het "
                      "hoogste totaal (bij gelijkspel speel je door). Druk op elk "
                      "moment op L voor het verloop van een spel, op ? voor de coach.",
    "callout.continue": "Verder",
    "callout.leave": "Oefenronde stoppen",
    "callout.play": "Echt spelen",
    "callout.title_screen": "Hoofdmenu",
    "gameover.watch": "Terugkijken",
    "viewer.won": "{name} heeft gewonnen",
    "viewer.won.you": "Jij hebt gewonnen",
    "viewer.to_decide": "Einde: {name} is aan zet",
    "viewer.to_decide.you": "Einde: jij bent aan zet",
    "viewer.end": "Einde van het verslag",
    "viewer.move": "Na zet {n} van {moves}",
    "viewer.before_deal": "Voor het delen",
    "viewer.dealing": "Delen…",
    "viewer.dealt": "Kaarten uitgedeeld",
    "viewer.track_go": "Klik: naar ronde {n}",
    # ---------------------------------------------------------------- your games, statistics
    "games.heading": "Jouw spellen",
    "games.tab.games": "Spellen",
    "games.tab.stats": "Statistieken",
    "games.back": "Terug",
    "games.watch": "Bekijken",
    "games.export": "Exporteren",
    "games.delete": "Verwijderen",
    "games.delete.question": "Dit spel verwijderen?",
    "games.delete.detail": "{when}, {players}: het verdwijnt uit ‘Jouw spellen’ en de "
                           "statistieken. Het bestand blijft in je map met spellen, hernoemd "
                           "met ‘.deleted’ en de datum erachter: haal dat weg en het spel is er "
                           "weer.",
    "games.delete.yes": "Verwijderen",
    "games.delete.no": "Bewaren",
    "games.deleted": "Verwijderd: het bestand blijft, hernoemd.",
    "games.delete.failed": "{file} kon niet worden verwijderd: het bestand kon in je map met "
                           "spellen niet worden hernoemd ({reason}).",
    "games.reading": "Je spellen worden gelezen…",
    "games.reading_count": "Je spellen worden gelezen… {done} van {todo}",
    "games.folder_unreadable": "De map met je spellen, {folder}, kon niet worden gelezen"
        " ({reason}).",
    "games.unreadable_named": {"one": "1 bestand in je spellenmap kon niet worden gelezen: "
                                      "{reason}",
                               "other": "{n} bestanden in je spellenmap konden niet worden "
                                        "gelezen; een ervan: {reason}"},
    "games.log_no_cache": "De lijst van je spellen kon niet voor de volgende keer worden "
                          "bewaard ({reason}): elk spel wordt opnieuw gelezen telkens als Jouw "
                          "spellen opent.",
    "games.log_folder": "Jouw spellen kon geen spellen tonen: {reason}.",
    "games.log_unreadable": "Een bestand in je spellenmap kon niet worden gelezen: {reason}.",
    "sound.log_unplayable": ("Een geluid kon niet worden afgespeeld en blijft deze keer "
                             "stil: {reason}."),
    "games.unreadable": {"one": "1 bestand in je spellenmap kon niet worden gelezen: "
                                "{file}: {reason}",
                         "other": "{n} bestanden in je spellenmap konden niet worden gelezen; "
                                  "een ervan, {file}: {reason}"},
    "games.cannot_open": "{file} kon niet worden geopend: {problem}",
    "games.not_a_record": "{file} kon niet worden geopend: dit is geen verslag van een "
                          "Flip 7-spel ({problem})",
    "games.column.when": "Wanneer",
    "games.column.edition": "Editie",
    "games.column.players": "Spelers",
    "games.column.winner": "Winnaar",
    "games.column.rounds": "Rondes",
    "games.none_readable": "Hier kon geen spel worden gelezen: de regel hieronder zegt waarom.",
    "games.none": "Nog geen spellen: elk spel dat je uitspeelt, wordt hier bewaard.",
    "games.count": {"one": "{n} spel", "other": "{n} spellen"},
    "games.date": "{day}-{month}-{year} {time}",
    "games.unfinished": "niet uitgespeeld",
    "stats.player": "Speler",
    "stats.group.all": "Alle spellen",
    "stats.group.brutal": "waarvan Wreed",
    "stats.kind.custom": "Aangepast",
    "stats.kind.other": "Anderen",
    "stats.row.played": "Gespeeld",
    "stats.row.won": "Gewonnen",
    "stats.row.win_rate": "Winstpercentage",
    "stats.row.average": "Gemiddelde ronde",
    "stats.row.best": "Beste ronde",
    "stats.row.flip7s": "Flip 7's",
    "stats.row.bust_rate": "Af-percentage",
    "stats.row.streak": "Langste winstreeks",
    "stats.none": "Nog geen statistieken.",
    "stats.none_people": "Bij de spellen tot nu toe zat geen persoon aan tafel: "
                         "de statistieken tellen personen.",
    "stats.none_more": "Speel een spel uit en het telt hier mee, voor iedere persoon aan tafel.",
    "stats.counted": {"one": "Uit {n} uitgespeeld spel op dit apparaat",
                      "other": "Uit de {n} uitgespeelde spellen op dit apparaat"},
    "stats.unfinished": {"one": "{n} niet-uitgespeeld spel niet meegeteld",
                         "other": "{n} niet-uitgespeelde spellen niet meegeteld"},
    "stats.and_unfinished": "{counted} · {unfinished}",
    "stats.against": "Gewonnen aan tafels met elke computer",
    "stats.against_none": "Nog geen spellen met computers.",
    "stats.won_of": "{wins} van {games} gewonnen · {rate}",
    "stats.spread": "Rondescores",
    # ---------------------------------------------------------------- the replay viewer
    "viewer.race": "Race",
    "viewer.export": "Exporteren",
    "viewer.back": "Terug",
    "viewer.help.round_back": "Begin van deze ronde, of de vorige (Page Up)",
    "viewer.help.decision_back": "Eén beslissing terug (←)",
    "viewer.help.event_back": "Eén gebeurtenis terug (,)",
    "viewer.help.play": "Afspelen of pauzeren (spatie)",
    "viewer.help.event_forward": "Eén gebeurtenis verder (.)",
    "viewer.help.decision_forward": "Eén beslissing verder (→)",
    "viewer.help.round_forward": "Begin van de volgende ronde (Page Down)",
    "viewer.help.speed": "Snelheid (+ en −)",
    "viewer.help.race": "De puntenrace tot nu toe (R)",
    "viewer.help.export": "Een kopie van het verslag van dit spel opslaan (E)",
    "viewer.keys": "Spatie: afspelen · ← →: stap · Page Up/Down: ronde · "
                   "R: race · Esc: terug",
    "viewer.keys_more": "Komma/punt: gebeurtenis · Home/End: begin/eind · + −: tempo · "
                        "E: exporteren · L: verloop · C: restkaarten · ?: toetsen",
    "viewer.help.back": "De herhaling verlaten (Esc)",
    # ---------------------------------------------------------------- the score race, export
    "race.heading": "De puntenrace",
    "race.final": {"one": "De totalen na {n} ronde",
                   "other": "De totalen na elk van de {n} rondes"},
    "race.so_far": "De totalen tot nu toe, na ronde {number}",
    "race.none": "Er is nog geen ronde geteld",
    "race.empty": "De race begint als de eerste ronde geteld is.",
    "race.bust": "af",
    "race.flip7": "Flip 7",
    "race.target": "doel {target}",
    "race.follow": "Wijs een naam aan of gebruik ↑/↓ om één lijn te volgen",
    "export.heading": "Dit spel exporteren",
    "export.as": "Een kopie van het verslag opslaan als:",
    "export.keys": "Ctrl+Backspace wist het laatste deel van het pad",
    "export.too_long": "Een pad heeft hoogstens {limit} tekens: de rest is niet overgenomen",
    "export.export": "Exporteren",
    "export.cancel": "Annuleren",
    "export.done": "Geëxporteerd naar {path}",
    "export.renamed": "Geëxporteerd naar {path} (de naam van een spelverslag eindigt op {suffix})",
    "export.no_name": "Typ de bestandsnaam waarnaar je het spel exporteert.",
    "export.folder": "{path} is een map: voeg een bestandsnaam toe.",
    "export.exists": "{name} bestaat daar al: kies een andere naam.",
    "export.no_folder": "De map {folder} bestaat niet: kies een bestaande map.",
    "export.bad_letter": "een bestandsnaam kan dat teken (NUL) niet bevatten",
    "export.no_user": "{name}: die gebruiker bestaat niet",
    "export.failed": "Het spel kon niet worden geëxporteerd: {problem}.",
}
