"""Build hook: ship the top-level ``resources/`` folder inside the package.

The project keeps data (card lists, templates, fonts) in ``resources/`` at the top of the
repository, where a player who owns the printed game can find and edit it. A wheel,
however, only carries what lives inside the package, so the build copies that folder to
``petridish/resources``. An editable install needs no copy: ``petridish.resources``
falls back to the repository folder.
"""

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).parent


class BuildWithResources(build_py):
    def run(self) -> None:
        super().run()
        if self.editable_mode:
            return
        target = Path(self.build_lib) / "petridish" / "resources"
        if target.exists():
            shutil.rmtree(target)
        shutil.copytree(HERE / "resources", target)


setup(cmdclass={"build_py": BuildWithResources})
