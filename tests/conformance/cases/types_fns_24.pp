notice(with(1, 2) |$a, $b| { $a + $b })
notice([1, 2, 3].map |$x| { $x * 2 }.filter |$y| { $y > 2 })
