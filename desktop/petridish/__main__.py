"""``python -m petridish`` is the ``petridish`` command."""

import sys

from petridish.cli import main

if __name__ == "__main__":
    if getattr(sys, "frozen", False):
        # The bundled app started as a worker of ``simulate --jobs`` (Windows starts
        # workers afresh) runs the worker, not the command. (Only there: the import
        # costs a start-up.)
        import multiprocessing

        multiprocessing.freeze_support()
    sys.exit(main())
