"""``python -m petridish`` is the ``petridish`` command."""

import sys

from petridish.cli import main

sys.exit(main())
