# exit: 1
# expect: failed to allocate memory: a string of
$x = Integer[1, 40].reduce('ab') |$m, $i| { "${m}${m}" }
notice($x.length)
