$x = [1,2,3].filter |$v| { $v > 1 }.map |$v| { $v * 10 }.reduce |$a, $b| { $a + $b }
notify { "${x}": }
