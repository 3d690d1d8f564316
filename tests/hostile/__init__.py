"""The hostile suite: Petri Dish's paths that read what a person can hand it, attacked.

Saves (every truncation, byte flips, hostile values, special files), card data (every
kind of malformed file, and files at and over each limit), the command line (bad
arguments), crash safety (``kill -9`` during autosaves) and the app's own load and start
paths. CI runs it at a small size as part of the tests; ``python -m tests.hostile
--full`` runs it at full size. ``docs/RELIABILITY.md`` says what is tried and the counts.
"""
