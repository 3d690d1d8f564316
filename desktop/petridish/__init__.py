"""Petri Dish: a desktop table for four small games about adaptation and survival."""

__version__ = "0.1.0"
APP_NAME = "Petri Dish"
APP_ID = "petridish"
