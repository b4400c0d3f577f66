notify { "a": message => String(Integer[1,5]("3") |$x| { $x }) }
