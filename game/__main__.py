"""``python -m game``: the game, or a headless command (``replay``, ``simulate``)."""

from game.app.main import main

raise SystemExit(main())
