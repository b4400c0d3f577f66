notify { 'x': message => "${[1,2,3].map |$x| { next($x * 2) }.filter |$x| { if $x > 2 { break() } true }}" }
