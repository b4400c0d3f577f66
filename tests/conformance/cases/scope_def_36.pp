$f = [1,2].map |$i| { $j = $i * 2 $j }
notify { 'x': message => $f }
