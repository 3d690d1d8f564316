"""``petridish --self-test``: open every playable game's table offscreen, let the
computer play a few moves, render the table and exit 0 — so that a built bundle can be
checked without a person in front of it."""

from __future__ import annotations

import os
import sys
import tempfile


def self_test() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory(prefix="petridish-selftest-") as home:
        os.environ["PETRIDISH_HOME"] = home
        from petridish import resources
        from petridish.core import registry
        from petridish.storage.paths import Paths
        from petridish.ui.app import make_app
        from petridish.ui.main_window import MainWindow

        app = make_app()
        window = MainWindow(paths=Paths.under(home), bot_delay_ms=0)
        window.resize(1280, 800)
        window.show()
        print(f"resources: {resources.root()}")
        failures = 0
        for entry in registry.games():
            if not entry.available:
                continue
            game = registry.load(entry.id)
            window.start_quick(entry.id, 1, ["bot"] * game.min_players, False)
            window.page.scene.animator.set_speed(0)
            controller = window.controller
            for _ in range(12):
                controller.run_bots_now()
                app.processEvents()
            image = window.page.view.grab().toImage()
            pieces = len(window.presenter.board.items())
            ok = not image.isNull() and image.width() > 100 and pieces > 0
            failures += not ok
            print(
                f"{entry.id}: {'ok' if ok else 'FAILED'} — {pieces} pieces on the table, "
                f"{len(controller.session.steps)} moves played, {image.width()}×{image.height()} rendered"
            )
        window.close()
        app.processEvents()
    print("self-test passed" if not failures else f"self-test FAILED ({failures})")
    sys.stdout.flush()
    return 1 if failures else 0
