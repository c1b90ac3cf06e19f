"""Accounts: the apps that call the service (API keys), the players they bind to seats, and the players'
ratings (OpenSkill), leaderboards and match histories.
"""
