# args: --modulepath tests/data/crash/modules
# exit: 1
# expect: failed to allocate memory: range() of 10000000000 elements
notice(range(1, 10000000000).length)
