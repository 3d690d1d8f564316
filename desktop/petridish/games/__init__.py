"""One package per game: rules model (pure), bot, presenter and layout."""
