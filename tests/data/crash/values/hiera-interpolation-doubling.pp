# Hiera values that interpolate the level below twice grow exponentially
# (work, text and the lookup record): bounded with a clear error.
# args: --hiera-config tests/data/crash/hiera/hiera.yaml
# exit: 1
# expect: Interpolation of 'a40' made more than 100000 nested lookups
notice(lookup('small'))
notice(lookup('a40').length)
