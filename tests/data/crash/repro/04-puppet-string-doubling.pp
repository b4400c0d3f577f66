# exit: 1
$x = Integer[1, 40].reduce('x') |$m, $i| { "${m}${m}" }
