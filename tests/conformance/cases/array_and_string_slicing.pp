$a = [1, 2, 3, 4]
notify { 'l1': message => $a[1] }
notify { 'l2': message => $a[-1] }
notify { 'l3': message => $a[1, 2] }
notify { 'l4': message => $a[-2, 2] }
notify { 'l5': message => $a[5] }
notify { 'l6': message => 'hello'[1, 3] }
