$names = ['a', 'b', 'c']
$names.each |$i, $n| { notify { $n: } if $i > 0 { Notify[$names[$i - 1]] -> Notify[$n] } }
