"""The desktop app's windows and dialogs."""
