notice(with() |$a| { $a })
