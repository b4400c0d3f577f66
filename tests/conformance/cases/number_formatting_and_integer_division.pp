notify { 'l1': message => String(1.0) }
notify { 'l2': message => String(100.0 / 3) }
notify { 'l3': message => 1e3 }
notify { 'l4': message => 0x1F + 010 }
notify { 'l5': message => 7 / 2 }
notify { 'l6': message => 7.0 / 2 }
notify { 'l7': message => -7 / 2 }
notify { 'l8': message => -7 % 3 }
