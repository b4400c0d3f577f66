function f(Integer $a) >> String { $a }
notice(f(1))
