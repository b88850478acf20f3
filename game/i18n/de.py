"""Deutsch (informal "du", as board games speak). Card names as the German boxes
print them (``shared/seeds``): Freeze, Drei ziehen, Zweite Chance; Nur noch eine
Karte, Vier Karten ziehen, Ablegen, Stehlen, Tauschen; Die Null, Glückszahl 13,
Unglückszahl 7; Punktzahl halbieren. The editions are "Grundspiel" and
"Vengeance", the Brutal mode "Brutal-Modus", as the seeds call them."""

from __future__ import annotations

from collections.abc import Mapping

MESSAGES: dict[str, str | Mapping[str, str]] = {
    # ---------------------------------------------------------------- the app
    "app.window_title": "Flip 7",
    "app.fullscreen_unavailable": "Vollbild ist hier nicht verfügbar.",
    "app.game_saved": "Dein Spiel ist gespeichert: Im Hauptmenü geht es mit "
                      "„Weiterspielen“ weiter.",
    "app.game_saved_title": "Dein Spiel ist gespeichert: „Weiterspielen“ bringt dich "
                            "zurück.",
    "elsewhere.title": "Flip 7 ist schon geöffnet",
    "elsewhere.detail": "Ein anderes Flip-7-Fenster spielt mit deinem gespeicherten Spiel und"
        " deinen Einstellungen ({folder}). Spiel dort weiter oder schließe es und starte"
        " Flip 7 neu.",
    "elsewhere.watching": "Flip 7 ist in einem anderen Fenster offen: Dieses spielt nur die"
        " Aufzeichnung ab und behält keine Einstellungen.",
    "elsewhere.close": "Schließen",
    "unsaved.question": "Dein Spiel ist nicht gespeichert",
    "unsaved.detail": "Grund: {reason}. Gehst du jetzt, ist dieses Spiel verloren.",
    "unsaved.detail_kept": "Grund: {reason}. Gehst du jetzt, sind die Züge seit dem letzten"
        " Speichern verloren: Das gespeicherte Spiel steht bei Runde {round}.",
    "unsaved.lost": "Dein Spiel konnte nicht gespeichert werden und ist verloren: {reason}.",
    "unsaved.lost_kept": "Dein Spiel konnte nicht gespeichert werden: {reason}. Die Züge seit"
        " dem letzten Speichern sind verloren („Weiterspielen“ kehrt zu Runde {round} zurück).",
    "unsaved.leave": "Gehen, verwerfen",
    "unsaved.close": "Schließen, verwerfen",
    "unsaved.stay": "Weiterspielen",
    "unsaved.question_over": "Spiel nicht aufbewahrt",
    "unsaved.detail_over": "Grund: {reason}. Machst du jetzt weiter, ist dieses Spiel "
                           "verloren.",
    "unsaved.again": "Trotzdem neu",
    "unsaved.stay_here": "Hierbleiben",
    "player.default_name": "Du",
    "player.numbered": "Spieler {n}",
    "common.on": "An",
    "common.off": "Aus",
    "common.decimal_mark": ",",
    "common.percent": "{n}\u00a0%",
    "key.enter": "Enter",
    "key.esc": "Esc",
    "key.tab": "Tab",
    "key.hit": "Z",
    "key.stay": "A",
    "edition.classic": "Grundspiel",
    "edition.vengeance": "Vengeance",
    "edition.with_brutal": "{edition} · Brutal",
    # ---------------------------------------------------------------- title
    "title.logo": "FLIP 7",
    "title.tagline": "Das Kartenspiel mit Nervenkitzel  ·  Grundspiel und Vengeance",
    "title.continue": "Weiterspielen",
    "title.quick_game": "Schnelles Spiel",
    "title.new_game": "Neues Spiel",
    "title.your_games": "Deine Spiele",
    "title.how_to_play": "So geht's",
    "title.guide_offer": "Neu bei Flip 7?",
    "title.guide_offer_more": "Eine geführte Runde zeigt dir das Spiel.",
    "title.rules": "Spielregeln",
    "title.settings": "Einstellungen",
    "title.quit": "Beenden",
    "title.version": "Version {version}",
    "title.keys": "Pfeiltasten und Enter oder die Maus  ·  F11 Vollbild",
    "title.saved_game": "Gespeichertes Spiel · {edition}",
    "title.none_to_continue": "Es gibt kein gespeichertes Spiel zum Fortsetzen: "
                              "Starte hier ein neues.",
    "title.ended_kept": "Das gespeicherte Spiel war schon zu Ende (Sieg: {name}, {points} Punkte): "
                        "Es liegt jetzt unter „Deine Spiele“.",
    "title.saved_round": "Runde\u00a0{round}\u00a0· {leader}",
    "title.leads": "{leader} führt mit {total} von {target}",
    "title.leads.you": "Du führst mit {total} von {target}",
    "title.nobody_leads": "Noch führt niemand",
    "title.tied": "{first} und {other} führen mit {total} von {target}",
    "title.tied.you": "Du und {other} führt mit {total} von {target}",
    "title.tied_many": "{n} Spieler führen gemeinsam mit {total} von {target}",
    "newgame.question": "Neues Spiel beginnen?",
    "newgame.detail": "Das gespeicherte Spiel wird nicht fortgesetzt: {game}.\nSeine "
                      "Datei wird aufbewahrt, nicht gelöscht.",
    "newgame.yes": "Neues Spiel",
    "newgame.no": "Zurück",
    "title.more_names": "{names} + {n} weitere",
    "title.quit_question": "Flip 7 beenden?",
    "title.quit_yes": "Beenden",
    "title.quit_no": "Bleiben",
    "title.quit_settings_kept": "Deine Einstellungen bleiben erhalten.",
    "title.quit_settings_lost": "Deine Einstellungen ließen sich nicht speichern: "
                                "Änderungen gehen verloren.",
    "title.quit_game_kept": "Dein Spiel ist gespeichert – nächstes Mal geht es weiter.",
    # ---------------------------------------------------------------- new game
    "setup.heading": "Neues Spiel",
    "setup.edition": "Edition",
    "setup.brutal": "Brutal-Modus",
    "setup.brutal_idle": "nur bei Vengeance",
    "setup.target": "Zielpunkte",
    "setup.start": "Starten",
    "setup.back": "Zurück",
    "setup.add_person": "+ Mensch dazu",
    "setup.add_computer": "+ Computer dazu",
    "setup.person": "Mensch",
    "setup.computer": "Computer",
    "setup.kind.careful": "Vorsichtig",
    "setup.kind.balanced": "Ausgewogen",
    "setup.kind.bold": "Mutig",
    "setup.kind.expert": "Profi",
    "setup.kind.custom": "Individuell",
    "setup.note.vengeance": "Vengeance: Minuskarten, ÷2, die Null, Glückszahl 13, Stehlen, "
                             "Tauschen und mehr; die Spielregeln (Pausenmenü) erklären alle.",
    "setup.note.brutal": "Brutal: Punkte können unter 0 fallen, Ausgeschiedene können "
                          "Minuskarten bekommen, und ein Flip 7 kann einem Gegner 15 abziehen.",
    "setup.note.careful": "Vorsichtig hört früh auf und scheidet selten aus.",
    "setup.note.balanced": "Ausgewogen spielt ruhig und vernünftig.",
    "setup.note.bold": "Mutig fordert sein Glück heraus.",
    "setup.note.expert": "Profi zählt Karten und spielt auf den Gesamtsieg.",
    "setup.note.custom": "Individuell hört auf, sobald die Chance, mit der nächsten Karte "
                          "auszuscheiden, sein Risiko erreicht.",
    "setup.seats": "Plätze ({n})",
    "setup.seats_hint": "Die Plätze folgen im Uhrzeigersinn um den Tisch.",
    "setup.keys": "↑ ↓: navigieren  ·  ← →: ändern  ·  Tab: nächstes Feld",
    "setup.keys.name": "↑ ↓: navigieren  ·  Tab: nächstes Feld",
    "setup.keys.risk": "↑ ↓: navigieren  ·  ← →: ändern  ·  Shift+← →: 1 %",
    "setup.enter.start": "Enter: starten",
    "setup.enter.to_start": "Enter: zu „Starten“",
    "setup.enter.add": "Enter: dazunehmen",
    "setup.enter.remove": "Enter: entfernen",
    "setup.enter.back": "Enter: zurück",
    "setup.column.who": "Wer",
    "setup.column.name": "Name",
    "setup.column.kind": "Spielweise",
    "setup.column.risk": "Risiko",
    "setup.more_above": "↑ {n} weitere",
    "setup.more_below": "↓ {n} weitere",
    "setup.who": {"one": "{n} Spieler: {people}, {computers}",
                  "other": "{n} Spieler: {people}, {computers}"},
    "setup.people": {"one": "{n} Mensch", "other": "{n} Menschen"},
    "setup.computers": {"one": "{n} Computer", "other": "{n} Computer"},
    "setup.removed": "{name} entfernt: Klick hier oder Strg+Z holt den Platz zurück.",
    "setup.removed_seat": "Platz {n} entfernt: Klick hier oder Strg+Z holt ihn zurück.",
    "setup.watch": "Nur Computer: Du schaust ihnen beim Spielen zu.",
    "setup.hotseat": "Hot-Seat: Gib Tastatur und Maus weiter, wenn ein Name aufgerufen wird.",
    "setup.more_problems": "… und {n} weitere",
    "setup.fix": {"one": "Behebe die rote Zeile, dann kann es losgehen.",
                  "other": "Behebe die roten Zeilen, dann kann es losgehen."},
    "problem.too_few": "Flip 7 braucht mindestens {n} Spieler.",
    "problem.too_many": "Am Tisch ist Platz für höchstens {n} Spieler.",
    "problem.no_name": "Platz {n} hat keinen Namen.",
    "problem.same_name": "Zwei Plätze heißen {name}.",
    "problem.same_names": "{n} Plätze heißen {name}.",
    "problem.letters": "Der Name auf Platz {n} hat Zeichen, die das Spiel nicht zeigen kann.",
    "problem.no_edition": "Es gibt keine Edition namens {edition}.",
    "problem.brutal_classic": "Den Brutal-Modus gibt es nur in Vengeance.",
    "problem.target": "Die Zielpunkte müssen zwischen {low} und {high} liegen.",
    # ---------------------------------------------------------------- settings
    "settings.heading": "Einstellungen",
    "settings.language": "Sprache",
    "settings.speed": "Animationstempo",
    "settings.speed.slow": "Langsam",
    "settings.speed.normal": "Normal",
    "settings.speed.fast": "Schnell",
    "settings.speed.instant": "Sofort",
    "settings.sound": "Ton",
    "settings.fullscreen": "Im Vollbild starten",
    "settings.odds": "Chancen zeigen",
    "settings.coach": "Coach (?)",
    "settings.large_text": "Große Schrift",
    "settings.name": "Dein Name",
    "settings.done": "Fertig",
    "settings.help.language": "Die Sprache des ganzen Spiels; sie wechselt sofort.",
    "settings.help.language_run": "Nur für diesen Start (--lang):"
        " Sonst gilt {kept}, außer du wählst hier.",
    "settings.help.speed": "„Sofort“ zeigt keine Animationen. Leertaste oder Klick spult am "
                           "Tisch vor.",
    "settings.help.sound": "Die Klänge der Karten, der Punkte und der Menüs.",
    "settings.help.odds": "Neben „Ziehen“: das Risiko, mit der nächsten Karte auszuscheiden.",
    "settings.help.coach": "Der ?-Knopf am Tisch: was der Profi täte und warum.",
    "settings.help.large_text": "Größere Schrift auf jedem Bildschirm: "
                                "Tisch, Menüs, Listen und Hilfe.",
    "settings.help.fullscreen": "Wie das Spiel startet; das Fenster wechselt gleich. "
                                "F11 nur für diese Sitzung.",
    "settings.name_letters": "Dieser Name hat Zeichen, die das Spiel nicht zeigen kann: "
                              "Es bleibt bei {name}.",
    "settings.name_empty": "Gib einen Namen ein: Bleibt das Feld leer, heißt du weiter {name}.",
    "settings.help.name": "Der Name deines Platzes im schnellen und im neuen Spiel.",
    "settings.help.done": "Jede Änderung ist schon gespeichert.",
    "language_in.en": "Englisch",
    "language_in.de": "Deutsch",
    "language_in.nl": "Niederländisch",
    "language.en": "English",
    "language.de": "Deutsch",
    "language.nl": "Nederlands",
    # ---------------------------------------------------------------- pause, hand-over
    "pause.heading": "Pause",
    "pause.resume": "Weiter",
    "pause.rules": "Spielregeln",
    "pause.settings": "Einstellungen",
    "pause.quit": "Zum Hauptmenü",
    "pause.hint": "Esc: weiter",
    "handover.turn": "{name} ist dran",
    "handover.pass": "Gib Tastatur und Maus an {name} weiter.",
    "handover.standing": {"one": "{n} Punkt bisher · gespielt wird bis {target}",
                          "other": "{n} Punkte bisher · gespielt wird bis {target}"},
    "handover.since": "Seit deinem letzten Zug:",
    "handover.since_some": {"one": "Seit deinem letzten Zug (1 von {total}; L: Verlauf):",
                            "other": "Seit deinem letzten Zug ({n} von {total}; L: Verlauf):"},
    "handover.go": "Drück Enter oder klick, um zu spielen",
    # ---------------------------------------------------------------- files (storage, session)
    "settings_file.unreadable": "Deine Einstellungsdatei {path} ließ sich nicht lesen ({reason}); "
                                "es gelten die Standardwerte, die Datei bleibt, wie sie ist.",
    "settings_file.name_letters": "Der Name {name} in deiner Einstellungsdatei {path} hat "
                                  "Zeichen, die das Spiel nicht zeigen kann: Du heißt vorerst "
                                  "„{shown}“ (ändern kannst du das in den Einstellungen).",
    "settings_file.damaged": "Deine Einstellungsdatei {path} war beschädigt ({reason}); "
                             "die Standardwerte gelten wieder.",
    "settings_file.damaged_kept": "Deine Einstellungsdatei {path} war beschädigt ({reason}); "
                                  "die Standardwerte gelten wieder (aufbewahrt als {kept}).",
    "settings_file.field.window": "Fenstergröße",
    "settings_file.field.export_folder": "Exportordner",
    "settings_file.field.setup": "Tisch des letzten neuen Spiels",
    "settings_file.reset": "Einige Einstellungen in {path} waren unlesbar und stehen "
                           "wieder auf Standard: {fields}.",
    "files.save_failed.game": "Dein Spiel konnte nicht gespeichert werden: {reason}.",
    "files.save_failed.settings": "Deine Einstellungen konnten nicht gespeichert werden: "
                                  "{reason}.",
    "files.save_failed.other": "„{what}“ konnte nicht gespeichert werden: {reason}.",
    "files.saved_again.game": "Dein Spiel wird wieder gespeichert.",
    "files.saved_again.settings": "Deine Einstellungen werden wieder gespeichert.",
    "files.saved_again.other": "„{what}“ wird wieder gespeichert.",
    "saves.salvaged": "Dein gespeichertes Spiel hatte einen Zug, der sich nicht spielen lässt "
        "({reason}): Es geht vor diesem Zug weiter.",
    "saves.salvaged_kept": "Dein gespeichertes Spiel hatte einen Zug, der sich nicht spielen "
        "lässt ({reason}): Es geht vor diesem Zug weiter. Die Datei, wie sie war, liegt "
        "jetzt unter {kept}.",
    "saves.unusable": "Dein gespeichertes Spiel ließ sich nicht öffnen ({reason}).",
    "saves.unusable_kept": "Dein gespeichertes Spiel ließ sich nicht öffnen ({reason}). "
                           "Es wurde als {kept} aufbewahrt.",
    "saves.left_aside": "Das gespeicherte Spiel, mit dem diese Version von Flip 7 nicht "
                        "weiterspielen konnte, ist als {kept} aufbewahrt.",
    "saves.not_a_save": "das ist eine Spielaufzeichnung, aber kein gespeichertes Spiel",
    "saves.newer": "eine neuere Version von Flip 7 hat es angelegt (Aufzeichnungs"
                   "version {version}); es bleibt, wie es ist, und ein neues Spiel legt es "
                   "unter neuem Namen beiseite",
    "saves.archive_failed": "Das beendete Spiel konnte nicht aufbewahrt werden: {reason}.",
    "saves.finished_aside": "Das beendete Spiel konnte nicht aufbewahrt werden: {reason}. "
                            "Sein Spielstand liegt jetzt unter {kept}, nicht überschrieben.",
    "saves.earlier_aside": "Das beendete Spiel konnte nicht aufbewahrt werden: {reason}. "
                           "Ein früherer Spielstand davon liegt jetzt unter {kept}, nicht "
                           "überschrieben.",
    "files.reason.missing": "die Datei gibt es nicht",
    "files.reason.folder": "ist ein Ordner, keine Datei",
    "files.reason.folder_named": "{path} ist ein Ordner, keine Datei",
    "files.reason.not_regular": "ist keine gewöhnliche Datei (eine Pipe oder ein Gerät?)",
    "files.reason.too_large": "ist zu groß ({size:,} Bytes; höchstens {limit:,})",
    "files.reason.too_large_stream": "ist zu groß (mehr als {limit:,} Bytes)",
    "files.reason.wrong_encoding": "ist {encoding}-Text; gelesen wird nur UTF-8",
    "files.reason.not_utf8": "kein UTF-8-Text: Byte 0x{byte:02x} an Stelle {offset}",
    "files.reason.big_integer": "eine Zahl mit {digits:,} Ziffern",
    "files.reason.not_a_number": "keine Zahl, die JSON erlaubt ({text})",
    "files.reason.bad_json": "kein gültiges JSON: {detail} in Zeile {line}, Spalte {column}",
    "files.reason.invalid_json": "kein gültiges JSON: {detail}",
    "files.reason.empty": "eine leere Datei",
    "files.reason.too_deep": "zu tief verschachtelt (mehr als {limit} Ebenen)",
    "files.reason.json_too_deep": "JSON zu tief verschachtelt (mehr als {limit} Ebenen)",
    "files.reason.lone_surrogate": "eine Zeichenkette, die kein Text ist (ein einzelnes "
                                   "Surrogat)",
    "files.reason.cannot_write_in": "in {folder} lässt sich nicht schreiben ({reason})",
    "files.reason.folder_is_file": "in {folder} lässt sich nicht schreiben (das ist eine Datei, "
                                   "kein Ordner)",
    "files.reason.not_saved": "Speichern fehlgeschlagen ({reason})",
    "files.reason.disk_full": "der Datenträger ist voll",
    "files.others_kept": "Flip 7 wurde in einem anderen Fenster mit denselben Dateien geöffnet, "
                         "während dieses offen war: Was es gespeichert hat, ist als {kept} "
                         "aufbewahrt.",
    "files.reason.elsewhere": "Flip 7 ist in einem anderen Fenster offen, mit denselben Dateien",
    "files.reason.not_written": "Schreiben fehlgeschlagen ({reason})",
    "files.reason.left_unread": "{path} ließ sich nicht lesen und bleibt unverändert ({reason})",
    "files.reason.other": "{detail}",
    "files.os.eacces": "Zugriff verweigert",
    "files.os.eperm": "Vorgang nicht erlaubt",
    "files.os.enospc": "kein Platz mehr auf dem Datenträger",
    "files.os.erofs": "Datenträger ist schreibgeschützt",
    "files.os.enoent": "Datei oder Ordner nicht gefunden",
    "files.os.eisdir": "ist ein Ordner",
    "files.os.enotdir": "ist kein Ordner",
    "files.os.eexist": "Datei gibt es schon",
    "files.os.enametoolong": "Dateiname zu lang",
    "files.os.emfile": "zu viele offene Dateien",
    "files.os.enfile": "zu viele offene Dateien im System",
    "files.os.eio": "Ein-/Ausgabefehler",
    "files.os.other": "{system}",
    "files.json.expecting_value": "Wert erwartet",
    "files.json.property_name": "Name in doppelten Anführungszeichen erwartet",
    "files.json.colon": "„:“ erwartet",
    "files.json.comma": "„,“ erwartet",
    "files.json.unterminated": "nicht abgeschlossene Zeichenkette",
    "files.json.control": "ungültiges Steuerzeichen",
    "files.json.escape": "ungültige Escape-Sequenz",
    "files.json.unicode_escape": "ungültige \\uXXXX-Sequenz",
    "files.json.extra": "weitere Daten nach dem Ende",
    "files.json.comma_object": "überzähliges Komma vor dem Ende eines Objekts",
    "files.json.comma_array": "überzähliges Komma vor dem Ende einer Liste",
    "files.json.other": "{detail}",
    "records.reason.record": "Aufzeichnung: {reason}",
    "records.reason.move": "Zug\xa0{move}: {reason}",
    "records.reason.unreadable": "Aufzeichnung: {name} lässt sich nicht lesen: {reason}",
    "records.reason.damaged": "Aufzeichnung: {name}: {reason}",
    "records.reason.newer": "eine neuere Version von Flip 7 hat es angelegt "
                            "(Aufzeichnungsversion {version})",
    "records.reason.too_many_to_show": "{n} Spieler: Der Tisch zeigt höchstens {most}",
    "records.reason.internal": "Aufzeichnung: interner Fehler beim Nachspielen: {error}",
    "core.with_rule": "{reason} ({rule})",
    "core.not_object": "eine Aufzeichnung muss ein JSON-Objekt sein",
    "core.format": "\"format\" muss \"{format}\" sein",
    "core.no_version": "die Aufzeichnung hat keine \"version\" (erwartet: 1)",
    "core.version": "Version {version} wird nicht unterstützt (erwartet: 1)",
    "core.no_edition": "die Aufzeichnung nennt keine Edition ({first} oder {second}, G-1)",
    "core.unknown_edition": "unbekannte Edition {edition}",
    "core.brutal_bool": "\"brutal\" muss true oder false sein",
    "core.brutal_classic": "den Brutal-Modus gibt es nur in Vengeance",
    "core.target_kind": "Ziel {target} ist keine ganze Zahl von 50 bis 1000",
    "core.target_range": "Ziel {target} liegt nicht zwischen 50 und 1000",
    "core.of_seat": "Platz {name}: {reason}",
    "core.risk_range": "die Risikoschwelle {risk} liegt nicht zwischen {low} und {high}",
    "core.risk_bad": "ungültige Risikoschwelle in {spec}: eine Zahl von {low} bis {high}, "
                     "z.\u00a0B. {example}",
    "core.after_colon": "{spec} hat nichts nach dem Doppelpunkt",
    "core.unknown_player": "unbekannter Spieler {spec}: möglich sind random, {styles}, "
                           "threshold:R oder plain:R",
    "core.not_computer": "{spec} ist kein Computer",
    "core.needs_risk": "{spec} braucht nach ':' ein Risiko (0.05 bis 0.60)",
    "core.players": "\"players\" muss eine Liste von Namen sein",
    "core.few_players": "Flip 7 braucht mindestens 3 Spieler",
    "core.name_not_text": "der Name von Platz {seat} ist kein Text (ein einzelnes Surrogat)",
    "core.plays": "\"plays\" muss für jeden Platz sagen, wer dort spielt, ein Eintrag je "
                  "Spieler",
    "core.integer": "\"{field}\" muss eine ganze Zahl sein",
    "core.dealer_field": "\"dealer\" muss ein Platz von 0 bis {last} sein",
    "core.no_deck": "die Aufzeichnung hat weder \"deck\" noch \"seed\"",
    "core.deck_list": "\"deck\" muss eine Liste von Kartencodes sein",
    "core.reshuffles_list": "\"reshuffles\" muss eine Liste von Listen von Kartencodes "
                            "sein",
    "core.moves_list": "\"moves\" muss eine Liste sein",
    "core.move_object": "ein Zug muss ein Objekt sein",
    "core.move_seat": "\"seat\" fehlt oder ist ungültig",
    "core.move_do": "der Zug hat kein \"do\"",
    "core.already_over": "das Spiel ist schon zu Ende",
    "core.swap_cards": "\"swap\" braucht \"cards\": [[seat, card], [seat, card]]",
    "core.unknown_move": "unbekannter Zug {do}",
    "core.seat_number": "\"{field}\" muss eine Platznummer sein",
    "core.missing_field": "\"{field}\" fehlt",
    "core.card_code": "\"card\" muss ein Kartencode sein",
    "core.over": "das Spiel ist zu Ende",
    "core.deck_incomplete": "der Kartenstapel ist nicht vollständig – {edition}, {n} "
                            "Spieler (G-2): {difference}",
    "edition_code.classic": "Grundspiel",
    "edition_code.vengeance": "Vengeance",
    "core.deck_extra": "überzählig: {cards}",
    "core.deck_missing": "fehlend: {cards}",
    "core.deck_more": "{cards} und {rest} weitere",
    "core.deck_both": "{first}; {second}",
    "core.reshuffle": "Neumischung {n} ist keine Umordnung des Ablagestapels",
    "core.dealer_seat": "Geber {dealer} ist kein Platz",
    "core.zero_stay": "Platz {seat} darf nicht aufhören, solange er die Null hat",
    "core.not_to_decide": "Platz {seat} ist jetzt nicht am Zug, sondern Platz {other}",
    "core.hit_or_stay": "Platz {seat} muss \"hit\" oder \"stay\" wählen, nicht \"{do}\"",
    "core.bonus_or_attack": "Platz {seat} muss für Flip 7 \"bonus\" oder \"attack\" wählen, "
                            "nicht \"{do}\"",
    "core.choose": "Platz {seat} muss für „{card}“ \"{wanted}\" wählen, nicht \"{do}\"",
    "core.bad_target": "Platz {player} ist kein erlaubtes Ziel für „{card}“ von Platz {seat}",
    "core.bad_attack": "Platz {seat} kann Platz {player} nicht angreifen",
    "core.bad_swap": "Platz {seat} kann {first} nicht mit {second} tauschen",
    "core.bad_take": "Platz {seat} kann {card} nicht von Platz {player} nehmen (\"{do}\")",
    "games.reason.folder": "der Ordner lässt sich nicht lesen ({reason})",
    "settings_file.reason.not_object": "die Einstellungen müssen ein JSON-Objekt sein",
    # ---------------------------------------------------------------- the error window
    "error.missing_file": "Flip 7 konnte nicht starten: Eine Spieldatei fehlt.",
    "error.missing_name": "Es fehlt: {name}",
    "error.reinstall": "Installiere das Spiel neu, dann sollte es wieder gehen.",
    "error.crashed": "Entschuldige, Flip 7 hatte ein Problem und muss beendet werden.",
    "error.details": "Die Einzelheiten (und das Spiel bis hierher, zum Nachspielen) stehen in:",
    "error.no_log": "Die Einzelheiten ließen sich nicht ins Fehlerprotokoll schreiben:",
    "error.report": "Bitte schick diese Datei mit, wenn du das Problem meldest.",
    "error.close": "Drück eine Taste zum Schließen.",
    # ---------------------------------------------------------------- cards
    "card.freeze": "Freeze",
    "card.flip3": "Drei ziehen",
    "card.chance": "Zweite Chance",
    "card.onemore": "Nur noch eine Karte",
    "card.flip4": "Vier Karten ziehen",
    "card.steal": "Stehlen",
    "card.swap": "Tauschen",
    "card.discard": "Ablegen",
    "card.u7": "Unglückszahl 7",
    "card.l13": "Glückszahl 13",
    "card.zero": "Die Null",
    "card.half": "Punktzahl halbieren",
    "card.minus": "Minus {n} Punkte",
    "face.freeze": "FREEZE",
    "face.flip3": "DREI\nZIEHEN",
    "face.chance": "ZWEITE\nCHANCE",
    "face.onemore": "NUR NOCH\nEINE KARTE",
    "face.flip4": "VIER KARTEN\nZIEHEN",
    "face.steal": "STEHLEN",
    "face.swap": "TAUSCHEN",
    "face.discard": "ABLEGEN",
    "face.u7": "UNGLÜCK",
    "face.l13": "GLÜCK",
    "index.freeze": "FRZ",
    "index.flip3": "Z3",
    "index.chance": "2.",
    "index.onemore": "+1",
    "index.flip4": "Z4",
    "index.steal": "STE",
    "index.swap": "TAU",
    "index.discard": "ABL",
    # ---------------------------------------------------------------- players in sentences
    "player.addressed": "Du",
    "who.owner": "{name}",
    "who.owner.you": "dir",
    "who.addressed": "du",
    "list.and": "{rest} und {last}",
    "list.comma": ", ",
    "card.a": "{card}",
    "card.an": "{card}",
    # ---------------------------------------------------------------- the history
    # Aktionskarten stehen im Satz in „…“ („Ann spielt „Drei ziehen“ auf Ben“).
    "log.unknown": "{event}",
    "log.round": "Runde {number}: {name} teilt aus.",
    "log.round.you": "Runde {number}: Du teilst aus.",
    "log.tiebreak_round": "Entscheidungsrunde: {name} teilt aus.",
    "log.tiebreak_round.you": "Entscheidungsrunde: Du teilst aus.",
    "log.dealt": "{name} bekommt die {card}.",
    "log.dealt.you": "Du bekommst die {card}.",
    "log.dealt_action": "{name} bekommt „{card}“.",
    "log.dealt_action.you": "Du bekommst „{card}“.",
    "log.drawn": "{name} zieht die {card}.",
    "log.drawn.you": "Du ziehst die {card}.",
    "log.drawn_action": "{name} zieht „{card}“.",
    "log.drawn_action.you": "Du ziehst „{card}“.",
    "log.drawn_for": "{name} zieht die {card} ({flip}).",
    "log.drawn_for.you": "Du ziehst die {card} ({flip}).",
    "log.drawn_for_action": "{name} zieht „{card}“ ({flip}).",
    "log.drawn_for_action.you": "Du ziehst „{card}“ ({flip}).",
    "log.draw_of": "{flip}: {n} von {of}",
    "log.set_aside": "{name} legt „{card}“ beiseite, bis alle Karten gezogen sind.",
    "log.set_aside.you": "Du legst „{card}“ beiseite, bis alle Karten gezogen sind.",
    "log.set_aside_short": "„{card}“ liegt für später bereit.",
    "log.action_self": "{name} spielt „{card}“ auf sich selbst.",
    "log.action_self.you": "Du spielst „{card}“ auf dich selbst.",
    "log.action_self_freeze": "{name} spielt „{card}“.",
    "log.action_self_freeze.you": "Du spielst „{card}“.",
    "log.action": "{name} spielt „{card}“ auf {target}.",
    "log.action.you": "Du spielst „{card}“ auf {target}.",
    "log.action.to_you": "{name} spielt „{card}“ auf dich.",
    "log.modifier_self": "{name} legt die {card} in die eigene Auslage.",
    "log.modifier_self.you": "Du legst die {card} in deine eigene Auslage.",
    "log.modifier": "{name} gibt {target} die {card}.",
    "log.modifier.you": "Du gibst {target} die {card}.",
    "log.modifier.to_you": "{name} gibt dir die {card}.",
    "log.frozen_self": "{name} friert sich selbst ein und behält {score}.",
    "log.frozen_self.you": "Du frierst dich selbst ein und behältst {score}.",
    "log.frozen": "{name} friert {target} ein. {target} behält {score}.",
    "log.frozen.you": "Du frierst {target} ein. {target} behält {score}.",
    "log.frozen.to_you": "{name} friert dich ein. Du behältst {score}.",
    "log.freezes_self": "{name} friert sich selbst ein.",
    "log.freezes_self.you": "Du frierst dich selbst ein.",
    "log.freezes": "{name} friert {target} ein.",
    "log.freezes.you": "Du frierst {target} ein.",
    "log.freezes.to_you": "{name} friert dich ein.",
    "log.stayed": "{name} hört mit {score} auf.",
    "log.stayed.you": "Du hörst mit {score} auf.",
    "log.stopped_empty": "{name} muss mit {score} aufhören: Stapel und Ablage sind leer.",
    "log.stopped_empty.you": "Du musst mit {score} aufhören: Stapel und Ablage sind leer.",
    "log.stopped": "„Nur noch eine Karte“ ist erledigt: {name} muss mit {score} aufhören.",
    "log.stopped.you": "„Nur noch eine Karte“ ist erledigt: Du musst mit {score} aufhören.",
    "log.busted": "{name} scheidet mit der {card} aus!",
    "log.busted.you": "Du scheidest mit der {card} aus!",
    "log.saved": "Die Zweite Chance rettet {name} vor der {card}: Diese Karte und die "
                 "Zweite Chance werden abgelegt.",
    "log.saved.you": "Die Zweite Chance rettet dich vor der {card}: Diese Karte und die "
                     "Zweite Chance werden abgelegt.",
    "log.saved_short": "Die Zweite Chance rettet {name} vor der {card}.",
    "log.saved_short.you": "Die Zweite Chance rettet dich vor der {card}.",
    "log.chance_given": "{name} gibt {target} eine Zweite Chance.",
    "log.chance_given.you": "Du gibst {target} eine Zweite Chance.",
    "log.chance_given.to_you": "{name} gibt dir eine Zweite Chance.",
    "log.no_target": "„{card}“ hat kein Ziel und wird abgelegt.",
    "log.no_target_short": "„{card}“ ohne Ziel: abgelegt.",
    "log.extra_chance": "Niemand kann die zusätzliche Zweite Chance nehmen: Sie wird abgelegt.",
    "log.extra_chance_short": "Niemand kann die zusätzliche Zweite Chance nehmen.",
    "log.aside_discarded": "Die beiseitegelegte Karte „{card}“ wird ungespielt abgelegt.",
    "log.flip7_brutal": "FLIP 7 für {name}! {name} wählt: +15 für sich oder −15 für "
                        "jemand anderen.",
    "log.flip7_brutal.you": "FLIP 7 für dich! Wähle: +15 für dich oder −15 für jemand anderen.",
    "log.flip7": "FLIP 7 für {name}! Die Runde endet sofort: +15.",
    "log.flip7.you": "FLIP 7 für dich! Die Runde endet sofort: +15.",
    "log.flip7_short": "FLIP 7 für {name}!",
    "log.flip7_short.you": "FLIP 7 für dich!",
    "log.reshuffled": {"one": "Die Ablage wird zum neuen Stapel gemischt ({n} Karte).",
                       "other": "Die Ablage wird zum neuen Stapel gemischt ({n} Karten)."},
    "log.reshuffled_short": {"one": "Die Ablage wird zum neuen Stapel gemischt ({n} Karte).",
                             "other": "Die Ablage wird zum neuen Stapel gemischt "
                                      "({n} Karten)."},
    "log.stole": "{name} stiehlt {target} die {card}.",
    "log.stole.you": "Du stiehlst {target} die {card}.",
    "log.stole.to_you": "{name} stiehlt dir die {card}.",
    "log.swap_own": "{name} tauscht die eigene {card} gegen die {other} von {owner}.",
    "log.swap_own.you": "Du tauschst deine {card} gegen die {other} von {owner}.",
    "log.swap": "{name} tauscht die {card} von {owner} gegen die {other} von {second}.",
    "log.swap.you": "Du tauschst die {card} von {owner} gegen die {other} von {second}.",
    "log.discard_own": "{name} legt die eigene {card} ab.",
    "log.discard_own.you": "Du legst deine eigene {card} ab.",
    "log.discard": "{name} legt die {card} von {owner} ab.",
    "log.discard.you": "Du legst die {card} von {owner} ab.",
    "log.wiped": "Die Unglückszahl 7 räumt die Auslage von {name} ab!",
    "log.wiped.you": "Die Unglückszahl 7 räumt deine Auslage ab!",
    "log.unlucky_nothing": "Eine Unglückszahl 7 für {name}: Es gibt nichts abzuräumen.",
    "log.unlucky_nothing.you": "Eine Unglückszahl 7 für dich: Es gibt nichts abzuräumen.",
    "log.bonus": "{name} nimmt die +15.",
    "log.bonus.you": "Du nimmst die +15.",
    "log.brutal": "{name} zieht {owner} 15 Punkte ab, statt selbst +15 zu nehmen.",
    "log.brutal.you": "Du ziehst {owner} 15 Punkte ab, statt selbst +15 zu nehmen.",
    "log.score_item": "{name} {score:+d} (gesamt\u00a0{total})",
    "log.score_bust": "{name} ausgeschieden (gesamt\u00a0{total})",
    "log.scored": "Runde {number} gewertet: {scores}.",
    "log.scored_short": "Runde {number} gewertet: am besten {name} mit {score:+d}.",
    "log.scored_short.you": "Runde {number} gewertet: Du warst mit {score:+d} am besten.",
    "log.scored_none_short": "Runde {number} gewertet: Niemand bekommt Punkte.",
    "log.tie": "Gleichstand an der Spitze ({names}): Alle spielen noch eine Runde!",
    "log.won": "{name} gewinnt das Spiel mit {total}!",
    "log.won.you": "Du gewinnst das Spiel mit {total}!",
    # ---------------------------------------------------------------- the table
    "number.decimal": ",",
    "table.info": "{round}  ·  {edition}  ·  Ziel: {target}",
    "table.round": "Runde {number}",
    "table.before_deal": "Vor dem Austeilen",
    "table.tiebreak": "Entscheidungsrunde",
    "table.deck": "Stapel {n}",
    "table.discard": "Ablage {n}",
    "table.other": "andere",
    "table.later": "später",
    "status.bust": "Raus",
    "status.bust_points": "Raus {points:+d}",
    "status.flip7_choosing": "Flip 7! Wahl…",
    "status.flip7_short": "Flip 7!",
    "status.flip7": "Flip 7! {points:+d}",
    "status.thinking": "überlegt{dots}",
    "status.round_thinking": "{points:+d} · überlegt{dots}",
    "status.frozen": "Eingefroren · {points}",
    "status.stopped": "Gestoppt · {points}",
    "status.stayed": "Aufgehört · {points}",
    "status.round": "{points:+d} in dieser Runde",
    "forced.zero": "Kein Aufhören: {name} hat die Null.",
    "forced.zero.you": "Kein Aufhören: Du hast die Null.",
    "forced.why": "Es wird weitergezogen (V-10).",
    "odds.bust": "raus",
    "odds.saved": "Zweite Chance",
    "odds.flip7": "Flip 7: {n}\u00a0%",
    "odds.left": {"one": "noch {n} Karte", "other": "noch {n} Karten"},
    "odds.reshuffle": {"one": "{n} zum Mischen", "other": "{n} zum Mischen"},
    "tools.history": "Verlauf",
    "tools.coach": "Coach",
    "tools.cards": "Restkarten",
    "tools.menu": "Menü",
    "prompt.turn.you": "Du bist dran: Ziehen (Z) oder Aufhören (A)?",
    "prompt.turn": "{name} – ziehen (Z) oder aufhören (A)?",
    "prompt.named": "{name} – {question}",
    "prompt.target.freeze": "Freeze: Wer hört jetzt auf?",
    "prompt.target.flip3": "Drei ziehen: Wer zieht drei Karten?",
    "prompt.target.flip4": "Vier Karten ziehen: Wer zieht vier Karten?",
    "prompt.target.onemore": "Nur noch eine Karte: Wer zieht noch eine?",
    "prompt.target.chance": "Zusätzliche Zweite Chance: Wem gibst du sie?",
    "prompt.target.modifier": "In wessen Auslage kommt die {card}?",
    "prompt.flip7": "Flip 7! Enter: +15 für dich  ·  Klick oder Pfeile: −15 für einen Gegner",
    "prompt.steal": "Stehlen: Welche Karte nimmst du?",
    "prompt.discard": "Ablegen: Welche Karte kommt auf die Ablage?",
    "prompt.swap_first": "Tauschen: Wähle die erste Karte",
    "prompt.swap_second": "{card} gegen welche Karte tauschen?",
    "prompt.swap_second_short": "Die {card} gegen welche Karte tauschen?",
    "prompt.move": "Du bist dran",
    "pick.card_of": "die {card} von {name}",
    "pick.card_yours": "deine {card}",
    "pick.attack": "−15 für {name}",
    "pick.busts": "{pick} (du scheidest aus)",
    "refuse.card": "{why}: Wähle eine hervorgehobene Karte.",
    "refuse.seat": "{why}: Wähle einen hervorgehobenen Spieler.",
    "refuse.bust": "{name} ist raus",
    "refuse.bust_you": "Du bist raus",
    "refuse.chance_self": "Diese Zweite Chance geht an jemand anderen",
    "refuse.chance_held": "{name} hat schon eine Zweite Chance",
    "refuse.stopped": "{name} ist in dieser Runde fertig",
    "refuse.stopped_you": "Du bist in dieser Runde fertig",
    "refuse.own_steal": "Gestohlen wird bei anderen",
    "refuse.same_line": "Getauscht wird zwischen zwei Auslagen",
    "refuse.attack_self": "Die −15 bekommt ein Gegner",
    "refuse.other": "Diese nicht",
    "prompt.hint_only": "Enter: {pick}",
    "prompt.hint_on": "Enter: {pick}  ·  Klick oder Pfeile: andere",
    "prompt.hint_on_swap": "Enter: {pick}  ·  erste Karte zurück: Rechtsklick oder "
                           "Rücktaste",
    "prompt.flip7_on_short": "Flip 7! Enter: {pick}",
    "prompt.flip7_on": "Flip 7! Enter: {pick}  ·  Pfeile: andere",
    "prompt.flip7_ask": "Flip 7! +15 für dich oder −15 für einen Gegner?",
    "prompt.hint": "Klicken oder Pfeiltasten + Enter",
    "button.hit": "Ziehen",
    "button.stay": "Aufhören",
    "button.take15": "+15 nehmen",
    "banner.round": "Runde {number}",
    "banner.tiebreak_round": "Entscheidungsrunde",
    "banner.deals": "{name} teilt aus",
    "banner.deals.you": "Du teilst aus",
    "banner.saved": "Gerettet!",
    "banner.unlucky": "Unglückszahl 7!",
    "banner.reshuffle": "Neu gemischt",
    "banner.bust": "RAUS!",
    "banner.frozen": "Eingefroren",
    "banner.set_aside": "„{card}“ beiseite",
    "banner.flip7": "FLIP 7!",
    "banner.flip7_choose": "{name} wählt: +15 oder −15 für jemand anderen",
    "banner.flip7_choose.you": "Wähle: +15 für dich oder −15 für jemand anderen",
    "banner.plus15": "+15 für {name}",
    "banner.plus15.you": "+15 für dich",
    "banner.tiebreak": "Gleichstand!",
    "banner.tie": "Gemeinsam vorn: {names}. Noch eine Runde!",
    # ---------------------------------------------------------------- the coach
    "coach.thinking": "Coach: überlegt{dots}",
    "coach.swap_unweighed": "Coach: Für {card} habe ich keinen Tausch abgewogen – die Rücktaste "
                            "nimmt sie zurück.",
    "coach.none": "Coach: Dazu habe ich leider keinen Rat.",
    "coach.zero": "Coach: Ziehen – mit der Null in deiner Auslage musst du (V-10).",
    "coach.empty": "Coach: Aufhören – es ist keine Karte mehr zu ziehen.",
    "coach.safe": "Coach: Ziehen – keine Karte im Stapel lässt dich ausscheiden.",
    "coach.safe_chance": "Coach: Ziehen – deine „Zweite Chance“ fängt jede Zahl ab, die du "
                         "schon hast.",
    "coach.safe_but_three": "Coach: Ziehen – keine Zahl im Stapel lässt dich ausscheiden; nur "
                            "„Drei ziehen“ könnte es, das du auf dich selbst spielen müsstest.",
    "coach.sure": "Coach: Aufhören – damit erreichst du das Ziel weit vor allen anderen.",
    "coach.sure_last": "Coach: Aufhören – sonst ist niemand mehr in der Runde: Damit endet sie, "
                       "und du hast das Ziel erreicht und liegst vorn.",
    "coach.turn_decided": "Coach: {move} – das Spiel hängt kaum davon ab ({chance} Siegchance "
                          "so oder so).",
    "coach.turn": "Coach: {move} – du gewinnst {stay} der Spiele, wenn du aufhörst, {hit}, "
                  "wenn du ziehst.",
    "coach.losing": "Coach: {move} – hörst du jetzt auf, verlierst du sicher: Nur Ziehen kann "
                    "noch gewinnen ({hit} der Spiele).",
    "coach.only": "Coach: {move} – die einzige Wahl.",
    "coach.rules_chance": "Coach: {move} – eine Zweite Chance ändert kaum, wer gewinnt: Gib sie "
                          "dem, der am wenigsten gefährlich ist.",
    "coach.rules": "Coach: {move} – drei Karten schaden dort am meisten, gewichtet danach, "
                   "wer am ehesten gewinnt.",
    "coach.rules_self": "Coach: {move} – drei Karten mehr bringen dir voraussichtlich mehr, "
                        "als sie einem Gegner schaden würden.",
    "coach.decided": "Coach: {move} – jede Wahl lässt dir {chance} Siegchance.",
    "coach.alike": "Coach: {move} – {chance} Siegchance, so viel wie die nächstbesten "
                   "Möglichkeiten.",
    "coach.best": "Coach: {move} – {chance} Siegchance.",
    "coach.versus": "Coach: {move} – {chance} Siegchance ({other}: {theirs}).",
    "coach.other.self": "dich selbst",
    "coach.other.self_given": "dir selbst",
    "coach.other.instead": "stattdessen {other}",
    "coach.other.attack": "stattdessen −15 für {other}",
    "coach.other.next": "zweitbeste",
    "coach.do.hit": "Ziehen",
    "coach.do.stay": "Aufhören",
    "coach.do.bonus": "Nimm die +15",
    "coach.do.attack": "Gib {target} −15",
    "coach.do.freeze": "Friere {target} ein",
    "coach.do.freeze_self": "Friere dich selbst ein",
    "coach.do.chance": "Gib {target} die Zweite Chance",
    "coach.do.modifier": "Gib {target} die {card}",
    "coach.do.modifier_self": "Nimm die {card} selbst",
    "coach.do.action": "„{card}“ auf {target}",
    "coach.do.action_self": "„{card}“ auf dich selbst",
    "coach.do.swap_own": "Tausche deine {card} gegen die {other} von {target}",
    "coach.do.swap": "Tausche die {card} von {target} gegen die {other} von {second}",
    "coach.do.steal": "Stiehl {target} die {card}",
    "coach.do.discard_own": "Lege deine {card} ab",
    "coach.do.discard": "Lege die {card} von {target} ab",
    # ---------------------------------------------------------------- round summary
    "summary.title": "Runde {number}",
    "summary.flip7": "Flip 7 von {name}!",
    "summary.flip7.you": "Flip 7 für dich!",
    "summary.all_bust": "Alle sind ausgeschieden",
    "summary.target": "Sobald nach einer Runde jemand {target} Punkte erreicht, gewinnt der "
                      "höchste Punktestand",
    "summary.over": "Das Ziel von {target} ist erreicht: Das war die letzte Runde",
    "summary.col.player": "Spieler",
    "summary.col.numbers": "Zahlen",
    "summary.col.bonus": "Bonus",
    "summary.col.minus": "Minus",
    "summary.col.minus_zero": "Minus / Null",
    "summary.col.flip7": "Flip 7",
    "summary.col.flip7_attack": "Flip 7 / −15",
    "summary.col.round": "Runde",
    "summary.col.total": "Gesamt",
    "summary.bust": "raus",
    "summary.zero": "Null: 0",
    "summary.floor": "(min. 0)",
    "summary.tie": "Gleichstand an der Spitze: Alle spielen eine Entscheidungsrunde!",
    "summary.next": "Nächste Runde",
    "summary.winner": "Zum Ergebnis",
    "summary.counting": "Es wird gezählt… Enter oder ein Klick zeigt alle Punkte sofort.",
    # ---------------------------------------------------------------- game over
    "gameover.wins": "{name} gewinnt!",
    "gameover.wins.you": "Du gewinnst!",
    "gameover.points": {"one": "{total} Punkte nach {n} Runde",
                        "other": "{total} Punkte nach {n} Runden"},
    "gameover.again": "Nochmal spielen",
    "gameover.title": "Hauptmenü",
    # ---------------------------------------------------------------- history
    "history.heading": "Verlauf",
    "history.empty": "Noch ist nichts passiert: Das Spiel beginnt mit dem Austeilen.",
    "history.close": "Schließen",
    "history.hint": "Mausrad, Pfeiltasten, Bild ↑/↓ · ← → Runde für Runde · L oder Esc "
                    "schließt",
    # ---------------------------------------------------------------- the Rules screen
    "key.backspace": "Rücktaste",
    "key.delete": "Entf",
    "key.space": "Leertaste",
    "rules.back": "Zurück",
    "rules.tab.classic": "Flip 7",
    "rules.tab.vengeance": "Vengeance",
    "rules.hint": "Blättern: Mausrad, Pfeiltasten, Bild ↑/↓, Pos1/Ende  ·  ← → Edition",
    "rules.h1.classic": "Die Spielregeln von Flip 7",
    "rules.h1.vengeance": "Die Spielregeln von Flip 7: Vengeance",
    "rules.intro": "Sammle Karten, fordere dein Glück heraus und erreiche die Zielpunkte mit "
                   "der höchsten Summe. In jeder Runde legt jeder Spieler offen eine Reihe Karten "
                   "vor sich aus: seine Auslage.",
    "rules.round": "Eine Runde",
    "rules.round.players": "Es spielen drei oder mehr: Ein Kartenspiel reicht für bis zu 18 "
                           "Spieler (so viele fasst dieser Tisch), zwei zusammengemischte für 19 "
                           "bis 36 (G-2).",
    "rules.round.deal": "Der Geber gibt jedem eine Karte offen, links von sich beginnend; eine "
                        "Aktionskarte (in Vengeance auch eine Sonderwertkarte), die dabei kommt, "
                        "wird sofort gespielt, bevor weiter ausgeteilt wird. Wer schon aus der "
                        "Runde ist oder in ihr schon Karten gezogen hat, wird übersprungen (G-7).",
    "rules.round.turns": "Dann entscheidet reihum jeder, der noch in der Runde ist: eine Karte "
                         "ziehen oder aufhören (keine Karten mehr nehmen und die Punkte der "
                         "Auslage behalten) (G-8).",
    "rules.round.bust": "Ziehst du eine Zahl, die du schon hast, scheidest du aus: Deine Karten "
                        "bringen in dieser Runde nichts (G-9).",
    "rules.round.flip7": "Sieben verschiedene Zahlen ergeben Flip 7: Die Runde endet sofort für "
                         "alle, und du bekommst 15 Punkte dazu (G-10).",
    "rules.round.end": "Die Runde endet, wenn niemand mehr zieht (alle haben aufgehört, wurden "
                       "gestoppt oder sind ausgeschieden), oder sofort bei einem Flip 7 (G-11); "
                       "der Geber wechselt nach links (G-4). Zwischen den Runden wird nicht neu "
                       "gemischt: Erst wenn der Stapel aufgebraucht ist, wird die Ablage zum neuen "
                       "Stapel (G-5, G-6).",
    "rules.round.win": "Wer nach einer Runde die Zielpunkte (200, wenn du nichts anderes "
                       "einstellst) erreicht oder überschreitet und allein die höchste Summe hat, "
                       "gewinnt. Gleichstand an der Spitze: Alle spielen weitere Runden, bis einer "
                       "allein vorn liegt (G-12).",
    "rules.cards.classic": "Die Karten von Flip 7 (94)",
    "rules.card.numbers12.title": "Zahlen 0 bis 12",
    "rules.card.numbers12": "Von jeder Zahl so viele Karten, wie sie wert ist: eine 1, zwei 2er "
                            "… zwölf 12er, dazu eine einzige 0. Die 0 bringt keine Punkte, ist "
                            "aber eine Zahl: Sie zählt für den Flip 7.",
    "rules.card.bonus.title": "Bonus +2 bis +10",
    "rules.card.bonus": "Bringt dir zusätzlich ihre Punkte. Bleibt in deiner Auslage, lässt dich "
                        "nie ausscheiden und zählt nicht für den Flip 7 (C-1).",
    "rules.card.x2": "Verdoppelt die Summe deiner Zahlen, nicht die Bonuskarten und nicht die "
                     "15 Punkte eines Flip 7 (C-S).",
    "rules.card.freeze": "Spiele sie auf jemanden, der noch in der Runde ist, auch auf dich "
                         "selbst: Er hört sofort auf und behält seine Punkte (C-2, C-3).",
    "rules.card.flip3": "Spiele sie auf jemanden, der noch in der Runde ist, auch auf dich selbst: "
                        "Er zieht die nächsten drei Karten nacheinander und hört früher auf, wenn "
                        "er ausscheidet oder einen Flip 7 schafft (C-2, C-4).",
    "rules.card.chance": "Behalte sie in deiner Auslage. Würdest du ausscheiden, solange du sie "
                         "hast, werden stattdessen die doppelte Zahl und die Zweite Chance "
                         "abgelegt: Du bleibst in der Runde, aber dein Zug ist vorbei („Drei "
                         "ziehen“ geht weiter). Du hast höchstens eine: Eine weitere bekommt ein "
                         "anderer Spieler, der noch in der Runde ist und keine hat; sonst wird "
                         "sie abgelegt (C-5).",
    "rules.cards.vengeance": "Die Karten von Flip 7: Vengeance (108)",
    "rules.card.numbers13.title": "Zahlen 1 bis 13",
    "rules.card.numbers13": "Von jeder Zahl so viele Karten, wie sie wert ist: eine 1, zwei 2er … "
                            "dreizehn 13er (einer der 7er ist die Unglückszahl 7, einer der 13er "
                            "die Glückszahl 13).",
    "rules.card.zero": "Eine Zahl mit dem Wert 0, die für den Flip 7 zählt. Solange du sie hast, "
                       "musst du ziehen, und deine Runde ist 0 wert, außer du schaffst einen Flip "
                       "7; „Nur noch eine Karte“ lässt dich trotzdem aufhören (V-3, V-10).",
    "rules.card.u7": "Kommt sie zu dir, musst du alle anderen Zahlen, „Punktzahl halbieren“ und "
                     "die Minuskarten deiner Auslage ablegen; nur die Unglückszahl 7 bleibt liegen "
                     "und zählt 7. Sie lässt dich nie ausscheiden, auch neben einer 7; eine später "
                     "ankommende 7 schon (V-11).",
    "rules.card.l13": "Mit ihr darfst du eine weitere 13 haben, ohne auszuscheiden; das Paar "
                      "zählt als zwei Zahlen für den Flip 7. Eine dritte 13 lässt dich "
                      "ausscheiden (V-12, V-13).",
    "rules.card.half": "Spiele sie auf jemanden, der nicht ausgeschieden ist: Seine Zahlen werden "
                       "halbiert, abgerundet (V-1, V-S).",
    "rules.card.minus.title": "Minus 2 bis Minus 10 Punkte",
    "rules.card.minus": "Spiele sie auf jemanden, der nicht ausgeschieden ist: Sie zieht ihren "
                        "Wert von seinen Rundenpunkten ab; diese sinken nie unter 0 (V-1, V-S).",
    "rules.card.onemore": "Wen du wählst, der zieht noch eine Karte und hört dann auf, auch wenn "
                          "er schon aufgehört hatte (V-3).",
    "rules.card.flip4": "Wen du wählst, der zieht die nächsten vier Karten nacheinander und hört "
                        "früher auf, wenn er ausscheidet oder einen Flip 7 schafft. Aktions- und "
                        "Sonderwertkarten darunter spielt er nach den vier Karten aus, außer er "
                        "scheidet aus (V-4).",
    "rules.card.steal": "Nimm eine beliebige Karte aus der Auslage eines anderen Spielers, der "
                        "nicht ausgeschieden ist, in deine (V-5).",
    "rules.card.swap": "Tausche zwei Karten aus den Auslagen zweier verschiedener Spieler, die "
                       "nicht ausgeschieden sind: deiner und einer anderen oder zwei anderen "
                       "(V-6).",
    "rules.card.discard": "Wirf eine beliebige Karte aus der Auslage eines Spielers ab, der nicht "
                          "ausgeschieden ist (V-7).",
    "rules.vengeance.play": "Jede Aktions- und Sonderwertkarte (Punktzahl halbieren und die "
                            "Minuskarten), die du ziehst, spielst du auf jemanden, der nicht "
                            "ausgeschieden ist, auch auf Spieler, die aufgehört haben (V-1, V-2). "
                            "Aktionskarten kommen auf die Ablage; Sonderwertkarten bleiben in der "
                            "Auslage, auf die sie gespielt wurden.",
    "rules.brutal": "Brutal-Modus",
    "rules.brutal.below": "Punkte können unter null sinken, in der Runde und insgesamt "
                          "(V-B-1).",
    "rules.brutal.busted": "Minuskarten und „Punktzahl halbieren“ dürfen auch auf ausgeschiedene "
                           "Spieler gespielt werden; diese bekommen dann 0 minus ihre Minuskarten "
                           "(V-B-2).",
    "rules.brutal.flip7": "Bei einem Flip 7 wählst du: +15 für dich oder −15 für einen anderen "
                          "Spieler, auch einen ausgeschiedenen (V-B-3).",
    "rules.scoring": "Punkte zählen",
    "rules.scoring.classic": "Zähle deine Zahlen zusammen; ×2 verdoppelt nur diese Summe; dann "
                             "kommen die Bonuskarten dazu, dann +15 für einen Flip 7. Wer "
                             "ausscheidet, bekommt 0 (C-S).",
    "rules.example.classic": "Zahlen 12 + 11 + 8 + 5 = 36, verdoppelt = 72, plus 10 = 82 (nicht "
                             "92: Die ×2 verdoppelt den Bonus nicht).",
    "rules.example.classic2": "Zahlen 29, verdoppelt = 58, plus 6 = 64.",
    "rules.scoring.vengeance": "Zähle deine Zahlen zusammen; „Punktzahl halbieren“ halbiert diese "
                               "Summe (abgerundet); dann ziehst du die Minuskarten ab, nie unter "
                               "0 (Brutal-Modus: auch darunter); dann +15 für einen Flip 7. Wer "
                               "ausscheidet, bekommt 0 (Brutal-Modus: 0 abzüglich seiner "
                               "Minuskarten), ebenso wer die Null ohne Flip 7 hat (V-S, V-B-2, "
                               "V-10).",
    "rules.example.vengeance": "Zahlen 48, halbiert = 24, minus 4 = 20, und sieben Zahlen "
                               "ergeben einen Flip 7: 20 + 15 = 35.",
    "rules.know": "Gut zu wissen",
    "rules.know.classic.zero": "Die 0 ist eine Zahl: Sie zählt zu deinen sieben für den Flip 7.",
    "rules.know.classic.self": "Du darfst „Freeze“ oder „Drei ziehen“ auf dich selbst "
                               "spielen; bist du als Einziger noch in der Runde, musst "
                               "du es (C-2).",
    "rules.know.classic.never": "Bonuskarten und ×2 lassen dich nie ausscheiden, und die Zweite "
                                "Chance ist keine Zahl.",
    "rules.know.classic.during": "Ein „Freeze“ oder „Drei ziehen“, das du während „Drei ziehen“ "
                                 "bekommst, wartet, bis die drei Karten gezogen sind oder du "
                                 "ausscheidest; dann spielst du es auf jemanden, der noch in der "
                                 "Runde ist, oder es wird abgelegt, wenn niemand mehr drin ist. "
                                 "Nach einem Flip 7 wird es abgelegt (C-4).",
    "rules.know.vengeance.zero": "Die Null zählt für den Flip 7, und die Glückszahl 13 mit einer "
                                 "weiteren 13 zählt als zwei Zahlen (V-10, V-13).",
    "rules.know.vengeance.arrive": "Eine Zahl, die durch Stehlen oder Tauschen zu dir kommt, "
                                   "zählt wie eine gezogene: Sie kann dich ausscheiden lassen "
                                   "oder deinen Flip 7 vollenden (V-9).",
    "rules.know.vengeance.none": "In Vengeance gibt es kein „Freeze“, kein „Drei ziehen“, "
                                 "keine „Zweite Chance“, keine Bonuskarten (+2 bis +10) und keine "
                                 "×2-Karten.",
    "rules.know.vengeance.self": "Du darfst eine Aktions- oder Sonderwertkarte auf dich selbst "
                                 "spielen; ist außer dir niemand mehr im Spiel, musst du es (V-1), "
                                 "doch im Brutal-Modus dürfen „Punktzahl halbieren“ und "
                                 "Minuskarten auch an Ausgeschiedene gehen (V-B-2).",
    "rules.know.vengeance.stayed": "Wer aufgehört hat, ist noch im Spiel: Er kann Minuskarten "
                                   "bekommen, bestohlen werden oder durch „Nur noch eine "
                                   "Karte“ und „Vier Karten ziehen“ Karten ziehen müssen "
                                   "(V-2).",
    "rules.know.vengeance.notarget": "„Stehlen“, „Tauschen“ oder „Ablegen“ ohne mögliche Wahl "
                                     "(keine Karte auf dem Tisch) wird ohne Wirkung abgelegt "
                                     "(V-8).",
    "rules.know.ids": "Die Kürzel in Klammern, etwa (G-8), nummerieren die Regeln des "
                      "Regelwerks, dem dieses Spiel folgt: Eine Frage zu einer Regel kann ihr "
                      "Kürzel nennen.",
    "rules.controls": "Steuerung",
    "rules.key.turn": "Ziehen oder Aufhören (oder die Knöpfe anklicken).",
    "rules.key.choose": "Einen Spieler oder eine Karte wählen: anklicken oder mit den "
                        "Pfeiltasten hinbewegen (←/→ Karte für Karte, ↑/↓ Spieler für "
                        "Spieler; Tab geht reihum um den Tisch) und Enter drücken.",
    "rules.key.choose.classic": "Einen Spieler wählen: anklicken oder mit den Pfeiltasten "
                                "hinbewegen (jede geht in ihre Richtung; Tab geht reihum um den "
                                "Tisch) und Enter drücken.",
    "rules.key.undo": "Die erste Karte beim Tauschen zurücknehmen (ein Rechtsklick auch).",
    "rules.key.history": "Der Verlauf: alles, was im Spiel passiert ist, Runde für Runde.",
    "rules.key.coach": "Der Coach: was ein starker Spieler jetzt tun würde und warum.",
    "rules.key.cards": "Wie viele Karten jeder Zahl noch im Stapel sind.",
    "rules.key.skip": "Die Animationen überspringen (ein Klick auch); bei der Wertung "
                      "einer Runde zählt sie gleich alles zusammen, weiter geht es mit Enter.",
    "rules.key.pause": "Pause: weiterspielen, Spielregeln, Einstellungen oder das Spiel "
                       "verlassen (es wird gespeichert).",
    "rules.key.pause.unsaved": "Pause: weiterspielen, Spielregeln, Einstellungen oder das Spiel "
                               "verlassen.",
    "rules.key.fullscreen": "Vollbild für jetzt (in den Einstellungen wählst du, wie das Spiel "
                            "startet).",
    # ---------------------------------------------------------------- the guided first game
    "guide.step.first": "Du bist dran. Ziehen (Z) bringt dir noch eine Karte; Aufhören (A) "
                        "sichert die Punkte deiner Auslage. Nimm eine Karte: Drück Z oder "
                        "klick auf „Ziehen“.",
    "guide.step.again": "14 Punkte. Neben „Ziehen“ steht das Risiko auszuscheiden, berechnet "
                        "aus den Karten im Stapel: Hier ist es klein, also zieh noch einmal.",
    "guide.step.more": "16 Punkte. Ann ist raus, Cat hat aufgehört, Ben spielt weiter. "
                       "Zieh noch eine Karte.",
    "guide.step.freeze": "Freeze! Spiele die Karte auf jemanden, der noch in der Runde ist: "
                         "Er hört sofort auf und behält seine Punkte. Friere Ben ein: Klick "
                         "ihn an oder drück Enter.",
    "guide.step.alone": "Nur du bist noch in der Runde. Zieh weiter.",
    "guide.refused": "Diesmal nicht: Die Übungsrunde läuft nach Plan. {todo}",
    "guide.todo.hit": "Nimm eine Karte: Drück Z oder klick auf „Ziehen“.",
    "guide.todo.freeze": "Friere Ben ein: Klick ihn an oder drück Enter.",
    "guide.step.six": "Sechs verschiedene Zahlen! Noch eine neue Zahl ergibt Flip 7: +15, und "
                      "die Runde endet für alle. Zieh!",
    "guide.bust.title": "Ausgeschieden",
    "guide.bust": "Ann hat eine zweite 9 gezogen: Sie scheidet aus. Wer ausscheidet, bekommt "
                  "in dieser Runde nichts – hör also rechtzeitig auf.",
    "guide.chance.title": "Zweite Chance",
    "guide.chance": "Ben hat eine Zweite Chance gezogen. Er behält sie in seiner Auslage: Sie "
                    "rettet ihn einmal vor dem Ausscheiden.",
    "guide.bonus.title": "Eine Bonuskarte",
    "guide.bonus": "Cat hat eine +6 gezogen, eine Bonuskarte. Sie ist keine Zahl, also lässt "
                   "sie Cat nie ausscheiden: Die 6\xa0Punkte kommen zu Cats Runde dazu. Eine\xa0×2 "
                   "würde ihre Zahlen verdoppeln.",
    "guide.saved.title": "Gerettet",
    "guide.saved": "Ben hat eine zweite 11 gezogen, aber seine Zweite Chance fängt das ab: "
                   "Die neue 11 und die Zweite Chance werden abgelegt, und Ben bleibt mit "
                   "seiner ersten 11 in der Runde.",
    "guide.staying.title": "Aufhören",
    "guide.staying": "Cat hört auf: Sie behält ihre 13 Punkte und nimmt in dieser Runde keine "
                     "Karten mehr. Mit Aufhören (A) sicherst du deine Punkte, bevor ein "
                     "Ausscheiden sie dir nehmen kann. Gesicherte Punkte kommen zu deinem "
                     "Gesamtstand, Runde für Runde, bis jemand 200 erreicht.",
    "guide.frozen.title": "Eingefroren",
    "guide.frozen": "Ben ist eingefroren: Er hört mit seinen 11 Punkten auf. Jetzt bist nur "
                    "noch du in der Runde.",
    "guide.flip3.title": "Drei ziehen",
    "guide.flip3": "Drei ziehen: Wer sie zieht, wählt jemanden, der noch in der Runde ist; "
                   "der zieht die nächsten drei Karten, eine nach der anderen. Nur du bist "
                   "noch übrig, also bekommst du sie.",
    "guide.flip7.title": "FLIP 7!",
    "guide.flip7": "Sieben verschiedene Zahlen: Die Runde endet sofort, und du bekommst die Summe "
                   "deiner Zahlen, 43, plus 15.",
    "guide.farewell.title": "Du kannst Flip 7!",
    "guide.farewell": "Das ist schon das ganze Spiel: Fordere dein Glück heraus, hör "
                      "rechtzeitig auf und spiel deine Aktionskarten auf die anderen. "
                      "Bonuskarten geben deiner Runde +2\u00a0bis\u00a0+10; "
                      "×2\u00a0verdoppelt deine "
                      "Zahlen. Endet "
                      "eine Runde mit jemandem bei 200 oder mehr, gewinnt die höchste Summe "
                      "(bei Gleichstand geht es weiter). Mit L "
                      "siehst du jederzeit den Verlauf des "
                      "Spiels, mit ? den Coach.",
    "callout.continue": "Weiter",
    "callout.leave": "Übung beenden",
    "callout.play": "Richtig spielen",
    "callout.title_screen": "Hauptmenü",
    "gameover.watch": "Nochmal ansehen",
    "viewer.won": "{name} hat gewonnen",
    "viewer.won.you": "Du hast gewonnen",
    "viewer.to_decide": "Ende: {name} ist dran",
    "viewer.to_decide.you": "Ende: Du bist dran",
    "viewer.end": "Ende der Aufzeichnung",
    "viewer.move": "Nach Zug {n} von {moves}",
    "viewer.before_deal": "Vor dem Austeilen",
    "viewer.dealing": "Austeilen…",
    "viewer.dealt": "Karten ausgeteilt",
    "viewer.track_go": "Klick: zu Runde {n}",
    # ---------------------------------------------------------------- your games, statistics
    "games.heading": "Deine Spiele",
    "games.tab.games": "Spiele",
    "games.tab.stats": "Statistik",
    "games.back": "Zurück",
    "games.watch": "Ansehen",
    "games.export": "Exportieren",
    "games.delete": "Löschen",
    "games.delete.question": "Dieses Spiel löschen?",
    "games.delete.detail": "{when}, {players}: Es verschwindet aus „Deine Spiele“ und der "
                           "Statistik. Die Datei bleibt in deinem Spieleordner, umbenannt mit "
                           "„.deleted“ und dem Datum dahinter: Nimm das weg, und das Spiel ist "
                           "wieder da.",
    "games.delete.yes": "Löschen",
    "games.delete.no": "Behalten",
    "games.deleted": "Gelöscht: Die Datei bleibt, umbenannt.",
    "games.delete.failed": "{file} ließ sich nicht löschen: Die Datei ließ sich in "
                           "deinem Spieleordner nicht umbenennen ({reason}).",
    "games.reading": "Deine Spiele werden gelesen…",
    "games.reading_count": "Deine Spiele werden gelesen… {done} von {todo}",
    "games.folder_unreadable": "Der Ordner deiner Spiele, {folder}, ließ sich nicht lesen"
        " ({reason}).",
    "games.unreadable_named": {"one": "1 Datei in deinem Spieleordner ließ sich nicht lesen: "
                                      "{reason}",
                               "other": "{n} Dateien in deinem Spieleordner ließen sich nicht "
                                        "lesen; eine davon: {reason}"},
    "games.log_no_cache": "Die Liste deiner Spiele ließ sich nicht für das nächste Mal "
                          "speichern ({reason}): Jedes Spiel wird bei jedem Öffnen von „Deine "
                          "Spiele“ neu gelesen.",
    "games.log_folder": "„Deine Spiele“ konnte keine Spiele zeigen: {reason}.",
    "games.log_unreadable": "Eine Datei im Spieleordner ließ sich nicht lesen: {reason}.",
    "sound.log_unplayable": ("Ein Geräusch ließ sich nicht abspielen und bleibt in dieser "
                             "Sitzung stumm: {reason}."),
    "games.unreadable": {"one": "1 Datei in deinem Spieleordner ließ sich nicht lesen: "
                                "{file}: {reason}",
                         "other": "{n} Dateien in deinem Spieleordner ließen sich nicht lesen; "
                                  "eine davon, {file}: {reason}"},
    "games.cannot_open": "{file} ließ sich nicht öffnen: {problem}",
    "games.not_a_record": "{file} ließ sich nicht öffnen: Das ist keine Flip-7-Aufzeichnung "
                          "({problem})",
    "games.column.when": "Wann",
    "games.column.edition": "Edition",
    "games.column.players": "Spieler",
    "games.column.winner": "Sieger",
    "games.column.rounds": "Runden",
    "games.none_readable": "Hier ließ sich kein Spiel lesen: Die Zeile unten sagt, warum.",
    "games.none": "Noch keine Spiele: Jedes Spiel, das du zu Ende spielst, wird hier "
                  "aufbewahrt.",
    "games.count": {"one": "{n} Spiel", "other": "{n} Spiele"},
    "games.date": "{day}.{month}.{year} {time}",
    "games.unfinished": "nicht beendet",
    "stats.player": "Spieler",
    "stats.group.all": "Alle Spiele",
    "stats.group.brutal": "davon Brutal",
    "stats.kind.custom": "Individuell",
    "stats.kind.other": "Andere",
    "stats.row.played": "Gespielt",
    "stats.row.won": "Gewonnen",
    "stats.row.win_rate": "Siegquote",
    "stats.row.average": "Ø Punkte je Runde",
    "stats.row.best": "Beste Runde",
    "stats.row.flip7s": "Flip 7 geschafft",
    "stats.row.bust_rate": "Ausscheidequote",
    "stats.row.streak": "Längste Siegesserie",
    "stats.none": "Noch keine Statistik.",
    "stats.none_people": "Bei den bisherigen Spielen saß kein Mensch am Tisch: "
                         "Die Statistik zählt Menschen.",
    "stats.none_more": "Spiel ein Spiel zu Ende, dann zählt es hier – für jeden Menschen am "
                       "Tisch.",
    "stats.counted": {"one": "Aus {n} beendeten Spiel auf diesem Computer",
                      "other": "Aus den {n} beendeten Spielen auf diesem Computer"},
    "stats.unfinished": {"one": "{n} nicht beendetes Spiel nicht mitgezählt",
                         "other": "{n} nicht beendete Spiele nicht mitgezählt"},
    "stats.and_unfinished": "{counted} · {unfinished}",
    "stats.against": "Siege nach Spielweise der Gegner",
    "stats.against_none": "Noch keine Spiele mit Computern.",
    "stats.won_of": "{wins} von {games} gewonnen · {rate}",
    "stats.spread": "Rundenpunkte",
    # ---------------------------------------------------------------- the replay viewer
    "viewer.race": "Kurve",
    "viewer.export": "Export",
    "viewer.back": "Zurück",
    "viewer.help.round_back": "Anfang dieser Runde oder der davor (Bild ↑)",
    "viewer.help.decision_back": "Eine Entscheidung zurück (←)",
    "viewer.help.event_back": "Ein Ereignis zurück (,)",
    "viewer.help.play": "Abspielen oder anhalten (Leertaste)",
    "viewer.help.event_forward": "Ein Ereignis weiter (.)",
    "viewer.help.decision_forward": "Eine Entscheidung weiter (→)",
    "viewer.help.round_forward": "Anfang der nächsten Runde (Bild ↓)",
    "viewer.help.speed": "Tempo (+ und −)",
    "viewer.help.race": "Die Punktekurve bis hierher (R)",
    "viewer.help.export": "Eine Kopie der Aufzeichnung dieses Spiels speichern (E)",
    "viewer.keys": "Leertaste: Start · ← →: Schritt · Bild ↑/↓: Runde · "
                   "R: Kurve · Esc: zurück",
    "viewer.keys_more": "Komma/Punkt: Ereignis · Pos1/Ende: Anfang/Ende · + −: Tempo · "
                        "E: Export · L: Verlauf · C: Restkarten · ?: Tasten",
    "viewer.help.back": "Die Wiedergabe verlassen (Esc)",
    # ---------------------------------------------------------------- the score race, export
    "race.heading": "Die Punktekurve",
    "race.final": {"one": "Die Punkte nach {n} Runde",
                   "other": "Die Punkte nach jeder der {n} Runden"},
    "race.so_far": "Die Punkte bis hierher, nach Runde {number}",
    "race.none": "Noch ist keine Runde gewertet",
    "race.empty": "Die Kurve beginnt, sobald die erste Runde gewertet ist.",
    "race.bust": "raus",
    "race.flip7": "Flip 7",
    "race.target": "Ziel {target}",
    "race.follow": "Linie hervorheben: Maus auf einen Namen oder ↑/↓",
    "export.heading": "Dieses Spiel exportieren",
    "export.as": "Eine Kopie seiner Aufzeichnung speichern als:",
    "export.keys": "Strg+Rücktaste löscht den letzten Teil des Pfads",
    "export.too_long": "Ein Pfad hat höchstens {limit} Zeichen: Der Rest wurde nicht übernommen",
    "export.export": "Exportieren",
    "export.cancel": "Abbrechen",
    "export.done": "Exportiert nach {path}",
    "export.renamed": "Exportiert nach {path} "
                      "(der Name einer Spielaufzeichnung endet auf {suffix})",
    "export.no_name": "Gib einen Dateinamen ein, unter dem das Spiel gespeichert wird.",
    "export.folder": "{path} ist ein Ordner: Hänge einen Dateinamen an.",
    "export.exists": "{name} gibt es dort schon: Wähle einen anderen Namen.",
    "export.no_folder": "Den Ordner {folder} gibt es nicht: Wähle einen vorhandenen.",
    "export.bad_letter": "ein Dateiname kann dieses Zeichen (NUL) nicht enthalten",
    "export.no_user": "{name}: diesen Benutzer gibt es nicht",
    "export.failed": "Das Spiel ließ sich nicht exportieren: {problem}.",
}
