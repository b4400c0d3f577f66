$a = [3, 1, 2]
notify { 'f':
  message => [join(sort($a), ','), size($a), $a.length, upcase('x'), split('a,b', ','), keys({'k'=>1}), values({'k'=>1}), sprintf('%05d', 42), regsubst('abc', 'b', 'X'), flatten([1,[2,[3]]]), unique([1,1,2]), empty([]), downcase('AB')],
}
