define w($n) { notify { "w${n}": } }
$list = [1, 2, 3]
$list.each |$i| { w { "inst${i}": n => $i } }
W['inst1'] -> W['inst3']
