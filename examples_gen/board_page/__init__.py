"""`ilp board`: a local web page that plays Minesweeper with learned rules, explains each move
by the clause that made it, lets a person play with the rules as a coach, and plays many games
in the background.  The page's attributes other tools read: ../../docs/board.md.

- `limits.py`  the bounds a request must keep (board size, games, actions)
- `service.py` the work, in the engine's worker process: watched games (the `ilp play` game
  loop, examples_gen.players.play_game, with a recorder), a player's own game, hints,
  explanations (examples_gen.explain), pasted boards
- `worker.py`  that worker process, and the background matches (examples_gen.players.play_match)
- `app.py`     the FastAPI app and `serve` (ilp/cli/board.py is the command)
- `static/`    the page: hand-written HTML, JavaScript and CSS, no build step, no network
"""
