notify { 'l1': message => max(1, 5, 3) }
notify { 'l2': message => min('b', 'a') }
notify { 'l3': message => abs(-3.5) }
notify { 'l4': message => round(2.5) }
notify { 'l5': message => round(-2.5) }
notify { 'l6': message => ceiling(2.1) }
notify { 'l7': message => floor(-2.1) }
