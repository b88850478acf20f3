"""An accented letter is one letter however it was typed (QA 49: "Zoë" typed with a
combining diaeresis sat beside "Zoë" as another person, and took two of 14 letters)."""

from __future__ import annotations

import pygame

from game.session.seats import Seat, parse_seats, seat_problems
from game.storage.settings import MAX_NAME
from game.ui.widgets import TextField

COMPOSED = "Zo\u00eb"
DECOMPOSED = "Zoe\u0308"


def test_typing_a_combining_mark_joins_its_letter() -> None:
    typed: list[str] = []
    field = TextField(pygame.Rect(0, 0, 300, 40), "Name", "", MAX_NAME, typed.append)
    for ch in DECOMPOSED:  # as a keyboard that sends the mark after the letter does
        field.type(ch)
    assert field.text == COMPOSED and typed[-1] == COMPOSED
    field.type("e\u0308" * 11)  # 14 letters in all: no cut
    assert len(field.text) == MAX_NAME and not field.cut


def test_two_spellings_of_one_name_are_one_name_at_the_table() -> None:
    seats = [Seat(COMPOSED), Seat(DECOMPOSED, "bold"), Seat("Ann", "balanced")]
    assert seat_problems(seats) == [f"Two seats are called {COMPOSED}."]


def test_the_command_line_keeps_names_composed() -> None:
    seats = parse_seats(f"human:{DECOMPOSED},balanced,bold")
    assert seats[0].name == COMPOSED
    # 14 letters, each typed with a combining mark: within the limit.
    long = parse_seats("human:" + "e\u0301" * MAX_NAME + ",balanced,bold")
    assert long[0].name == "\u00e9" * MAX_NAME


def test_the_seats_and_the_settings_clean_a_name_by_one_rule() -> None:
    """One rule for both (it was written twice: QA 126); a saved name that cleans to
    nothing is refused, and named, not taken as an English "You"."""
    from game.session import seats
    from game.storage import settings

    assert seats.clean_name is settings.clean_name
    assert parse_seats(f"human:{DECOMPOSED},bold,careful")[0].name == COMPOSED
    kept, refused = settings.Settings.read({"name": "\x1b\x07"})
    assert refused == ["name"] and kept.name == settings.Settings().name
    assert settings.Settings.read({"name": f" {DECOMPOSED}\n"})[0].name == COMPOSED


def test_your_name_goes_to_no_seat_whose_name_is_it_however_typed() -> None:
    """Settings' "Zoë" and a remembered table's "Zoe" + combining mark are one name:
    "You" is not renamed onto it (two "Zoë" at one table; QA 126)."""
    from game.session.setup import TableSetup, with_your_name

    setup = TableSetup((Seat("You"), Seat(DECOMPOSED), Seat("Ann", "balanced")))
    assert with_your_name(setup, COMPOSED) is setup
    assert with_your_name(setup, "Sam").seats[0].name == "Sam"


def test_a_name_spaced_twice_is_the_same_name() -> None:
    """"Anne  Marie" (two spaces) sat beside "Anne Marie", the table renamed one
    "Anne Marie (2)", and Statistics mixed the two people up (QA 180)."""
    seats = [Seat("Anne  Marie"), Seat("Anne Marie"), Seat("Ann", "balanced")]
    assert seat_problems(seats) == ["Two seats are called Anne  Marie."]
    assert parse_seats("human:Anne  Marie,balanced,bold")[0].name == "Anne Marie"


def test_a_no_break_space_typed_or_pasted_is_a_space() -> None:
    """A pasted "Jean\u00a0Paul" became "JeanPaul" (QA 180)."""
    typed: list[str] = []
    field = TextField(pygame.Rect(0, 0, 300, 40), "Name", "", MAX_NAME, typed.append)
    field.type("Jean\u00a0Paul")
    assert field.text == "Jean Paul"
    field.type("\u202fX")
    assert field.text == "Jean Paul X"
    assert parse_seats("human:Jean\u00a0Paul,balanced,bold")[0].name == "Jean Paul"


def test_a_path_keeps_its_no_break_space() -> None:
    """Export's path field made a folder's no-break space a plain space, and named a
    folder that looked like the real one and was not (QA 186)."""
    typed: list[str] = []
    field = TextField(pygame.Rect(0, 0, 300, 40), "", "", 400, typed.append, exact=True)
    field.type("/tmp/nbsp\u00a0here/a  b.flip7.json")
    assert field.text == "/tmp/nbsp\u00a0here/a  b.flip7.json"


def test_a_kept_table_with_a_name_kept_decomposed_is_kept() -> None:
    """Versions before QA 49 kept "Zoë" as typed, an "e" and a mark: the whole New game
    table was thrown away at the next start (QA 200). It is kept, the name composed; a
    name cut (over the letters a name may have) is still refused."""
    from game.session import TableSetup

    seats = [{"name": "Zoe\u0308", "plays": "human"}, {"name": "Ann", "plays": "bold"},
             {"name": "Ben\ufe0f", "plays": "expert"}]
    setup, whole = TableSetup.read({"edition": "vengeance", "brutal": True, "target": 300,
                                    "seats": seats})
    assert whole and [seat.name for seat in setup.seats] == ["Zo\u00eb", "Ann", "Ben"]
    assert (setup.edition, setup.brutal, setup.target) == ("vengeance", True, 300)
    seats[1]["name"] = "A" * (MAX_NAME + 1)
    assert TableSetup.read({"seats": seats})[1] is False


def test_play_again_numbers_a_person_still_called_you_at_a_table_of_people() -> None:
    """An older version's hot-seat table kept "You" beside "Player 2": after Play again
    the hand-over said "You's turn" again (QA 200). A new game numbers the person, as
    New game and --seats do."""
    from game.session import TableSetup

    setup = TableSetup((Seat("You"), Seat("Player 2"), Seat("Cat", "bold")))
    again = setup.anew()
    assert [seat.name for seat in again.seats] == ["Player 1", "Player 2", "Cat"]
    assert again.problems() == []
    alone = TableSetup((Seat("You"), Seat("Ann", "bold"), Seat("Cat", "bold"))).anew()
    assert [seat.name for seat in alone.seats] == ["You", "Ann", "Cat"]
    # Numbered before twins are told apart: two "You"s were "Player 1" and "You (2)",
    # and "You (2)'s turn" said (QA 204).
    twice = TableSetup((Seat("You"), Seat("You"), Seat("Ann"))).anew()
    assert [seat.name for seat in twice.seats] == ["Player 1", "Player 2", "Ann"]
    # A blank seat is the "Player 2" the table showed, not the "Player 1" beside it,
    # which went to it while the real one became "Player 1 (2)" (QA 204).
    blank = TableSetup((Seat(""), Seat("Player 1"), Seat("Ann"))).anew()
    assert [seat.name for seat in blank.seats] == ["Player 2", "Player 1", "Ann"]
