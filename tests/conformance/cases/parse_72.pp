$x = "${[1,2].map |$v| { $v * 2 }.join(',')}"
notify { $x: }
