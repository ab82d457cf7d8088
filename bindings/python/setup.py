"""setup.py — the sqlite_bayes wheel: the bayes SQLite extension, compiled
from the single C file in csrc/ (`make wheel` puts the amalgamation and the
SQLite headers there), shipped as package data beside the Python helpers.

The library is a SQLite loadable extension, not a Python extension module:
it is named bayes.so / bayes.dylib / bayes.dll so that SQLite finds its
entry point sqlite3_bayes_init from the file name, it exports that symbol
alone, and the wheel is tagged py3-none-<platform> (any Python 3).

    make wheel        # from the repository root: build/python/dist/*.whl
"""
import os
import re
import sys

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

HERE = os.path.dirname(os.path.abspath(__file__))
AMALG = os.path.join("csrc", "bayes-amalgamation.c")


def version():
    """The version, from its one place (ext/version.h, in the amalgamation)."""
    with open(os.path.join(HERE, AMALG), encoding="utf-8") as f:
        m = re.search(r'#define BAYES_EXT_VERSION "([^"]+)"', f.read())
    if not m:
        raise SystemExit("setup.py: no BAYES_EXT_VERSION in " + AMALG)
    return m.group(1)


def lib_suffix():
    if sys.platform == "win32":
        return ".dll"
    if sys.platform == "darwin":
        return ".dylib"
    return ".so"


class BuildLoadable(build_ext):
    """Build sqlite_bayes/bayes.<suffix>, exporting sqlite3_bayes_init only."""

    def get_ext_filename(self, fullname):
        return os.path.join(*fullname.split(".")) + lib_suffix()

    def get_export_symbols(self, ext):
        return ["sqlite3_bayes_init"]


cflags, ldflags = [], []
if sys.platform != "win32":
    cflags = ["-std=c99", "-fvisibility=hidden", "-Wno-unused-function", "-g0"]
if sys.platform.startswith("linux"):
    # as the Makefile: keep the library mapped if an init fails part-way
    ldflags = ["-Wl,-z,nodelete"]

cmdclass = {"build_ext": BuildLoadable}
try:
    from wheel.bdist_wheel import bdist_wheel

    class PlatformWheel(bdist_wheel):
        """Any Python 3 (no Python API is used), this platform only."""

        def get_tag(self):
            _, _, plat = super().get_tag()
            return "py3", "none", plat

    cmdclass["bdist_wheel"] = PlatformWheel
except ImportError:  # building an sdist without wheel installed
    pass

setup(
    name="sqlite-bayes",
    version=version(),
    description="Generative classifiers (naive Bayes, LDA, QDA) inside SQLite",
    long_description=open(os.path.join(HERE, "README.md"), encoding="utf-8").read(),
    long_description_content_type="text/markdown",
    license="MIT",
    license_files=["LICENSE"],
    classifiers=["License :: OSI Approved :: MIT License"],
    packages=["sqlite_bayes"],
    package_data={"sqlite_bayes": ["bayes_models.sql"]},
    ext_modules=[
        Extension(
            "sqlite_bayes.bayes",
            sources=[AMALG],
            include_dirs=["csrc"],
            extra_compile_args=cflags,
            extra_link_args=ldflags,
            libraries=[] if sys.platform == "win32" else ["m"],
        )
    ],
    cmdclass=cmdclass,
    python_requires=">=3.8",
    zip_safe=False,
)
