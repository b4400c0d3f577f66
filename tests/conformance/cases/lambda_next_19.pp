$a = [1,2,3].map |$x| { [4,5].map |$y| { if $y == 5 { break() } $y } }
notify { 'x': message => "${a}" }
