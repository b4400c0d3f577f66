# stdlib's range() gives all the elements (it once stopped at 1,000,000).
# args: --modulepath tests/data/crash/modules
# exit: 0
# expect: notice: 1500000 1500000
$r = range(1, 1500000)
notice($r.length, $r[-1])
