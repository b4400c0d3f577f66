$v = case 5 { 1: { 'a' } }
notify { 'n': message => $v }
