$x = 'v'
notify { 'd': message => "cost: $ 5, ${x}y, $x-y, $x.y, $xy, ${x}[0]" }
