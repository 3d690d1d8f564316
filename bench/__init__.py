"""The benchmarks: each ``bench_*.py`` runs on its own, and ``python -m bench`` runs them
all and writes docs/PERFORMANCE.md (see __main__.py)."""
