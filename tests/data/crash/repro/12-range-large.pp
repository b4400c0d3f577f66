# range() past a million elements gives them all.
# exit: 0
# expect: 2000000
notice(range(1, 2000000).length)
