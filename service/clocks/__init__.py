"""Turn clocks: a match's deadline, its timeout when the deadline has passed, and the sweeper that finds
the matches whose clock ran out on every replica.
"""
