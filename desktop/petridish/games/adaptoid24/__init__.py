"""ADAPTOID 24: the Adaptoid hunts the Geneticist through a locked-down lab."""
