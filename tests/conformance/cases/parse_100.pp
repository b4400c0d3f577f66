notify { 'x': message => case 1 { 1: { 'one' } }.upcase }
